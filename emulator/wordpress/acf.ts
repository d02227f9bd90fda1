/**
 * The `acf` REST field as ACF 6 renders it: fields in the field group's order; image fields are attachment ids
 * by default and full image arrays with `acf_format=standard`; a post with no values answers `[]` (PHP's empty
 * array), not `{}`.
 */
import type { AcfFieldType, AcfValue, CmsImage, CmsPost, CmsPostTypeDef } from '../data/cms-model';
import { renderContent } from './texturize';
import { attachmentSlug, mediaUrl, type CmsStore } from './store';
import type { Json, JsonObject } from './wp-json';

export type AcfFormat = 'light' | 'standard';

/** acf_get_attachment's array: what `acf_format=standard` returns for an image field. */
function imageArray(store: CmsStore, origin: string, img: CmsImage): JsonObject {
  const url = mediaUrl(origin, img);
  const attachment = store.media(img.id);
  const stamp = img.date.replace('T', ' ');
  const [, ext = 'jpeg'] = /\.(\w+)$/.exec(img.file) ?? [];
  const subtype = ext === 'jpg' ? 'jpeg' : ext;
  return {
    ID: img.id,
    id: img.id,
    title: img.title,
    filename: img.file,
    filesize: img.width * img.height,
    url,
    link: attachment ? store.attachmentLink(origin, attachment) : url,
    alt: img.alt,
    author: '1',
    description: '',
    caption: '',
    name: attachmentSlug(img),
    status: 'inherit',
    uploaded_to: attachment?.parent ?? 0,
    date: stamp,
    modified: stamp,
    menu_order: 0,
    mime_type: `image/${subtype}`,
    type: 'image',
    subtype,
    icon: `${origin}/wp-includes/images/media/default.png`,
    width: img.width,
    height: img.height,
    sizes: {},
  };
}

function fieldValue(store: CmsStore, origin: string, type: AcfFieldType, value: AcfValue, format: AcfFormat): Json {
  if (type === 'image') {
    const img = value && typeof value === 'object' && !Array.isArray(value) ? (value as CmsImage) : null;
    // Empty image: the formatted value is false; the REST ("light") value is null.
    if (!img) return format === 'standard' ? false : null;
    return format === 'standard' ? imageArray(store, origin, img) : img.id;
  }
  // A checkbox is its ticked values, in the field's order; nothing ticked is [] (ACF never sends null for it).
  if (type === 'checkbox') return Array.isArray(value) ? [...(value as readonly string[])] : [];
  if (value === null || typeof value === 'object') return null;
  // ACF formats wysiwyg through the_content's filters (acf_the_content); other fields come back as stored.
  if (type === 'wysiwyg' && format === 'standard' && typeof value === 'string') return renderContent(value);
  return value;
}

/** The post's `acf` field; `acf_format` other than 'standard' means the default light format. */
export function acfField(store: CmsStore, origin: string, post: CmsPost, def: CmsPostTypeDef, format: AcfFormat): Json {
  const values = post.acf;
  if (!values || Object.keys(values).length === 0) return [];
  const out: JsonObject = {};
  for (const [name, type] of Object.entries(def.acfFields)) out[name] = fieldValue(store, origin, type, values[name] ?? null, format);
  return out;
}
