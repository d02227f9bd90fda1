<?php
/**
 * Plugin Name: CMS contract (Shamrock Spins)
 * Description: Makes a bare WordPress 6.1 answer like the site's CMS: the custom post types of
 * emulator/data/cms-model.ts (show_in_rest, same rest_base, categories, permalinks mirroring the site's routes),
 * post thumbnails, and stand-ins for the two plugins the site reads through REST — ACF (`acf`, with
 * `acf_format=standard`) and Yoast SEO (`yoast_head`, `yoast_head_json`) — computed the way
 * emulator/wordpress/acf.ts and yoast.ts compute them. The post types and ACF field groups come from
 * cms-model.json beside this file, written from the same source records as the emulator (scripts/wordpress/).
 *
 * Stored data (see seed.php): ACF values as post meta under the field name (images as attachment ids), Yoast
 * overrides as _yoast_wpseo_title, _yoast_wpseo_metadesc and _yoast_wpseo_meta-robots-noindex.
 */

if (!defined('ABSPATH')) {
	exit;
}

function cms_contract_model() {
	static $model = null;
	if ($model === null) {
		$model = json_decode(file_get_contents(__DIR__ . '/cms-model.json'), true);
	}
	return $model;
}

function cms_contract_type_def($type) {
	foreach (cms_contract_model()['postTypes'] as $def) {
		if ($def['type'] === $type) {
			return $def;
		}
	}
	return null;
}

// No theme is installed: featured images need the theme support a theme would add. Pages carry excerpts in this
// CMS (the site reads them), which WordPress pages only have when a theme or plugin adds the support.
add_theme_support('post-thumbnails');
add_action('init', function () {
	add_post_type_support('page', 'excerpt');
	foreach (cms_contract_model()['postTypes'] as $def) {
		if (in_array($def['type'], array('post', 'page'), true)) {
			continue;
		}
		$label = ucfirst($def['type']);
		register_post_type($def['type'], array(
			'label' => $label,
			'public' => true,
			'hierarchical' => (bool) $def['hierarchical'],
			'show_in_rest' => true,
			'rest_base' => $def['restBase'],
			'supports' => array_merge(array('title', 'editor', 'excerpt', 'thumbnail'), empty($def['author']) ? array() : array('author')),
			'taxonomies' => $def['taxonomies'],
			'has_archive' => false,
			'rewrite' => array('slug' => $def['permalinkBase'], 'with_front' => false),
		));
	}
}, 0);

add_action('rest_api_init', function () {
	foreach (cms_contract_model()['postTypes'] as $def) {
		register_rest_field($def['type'], 'acf', array('get_callback' => 'cms_contract_acf_field'));
		register_rest_field($def['type'], 'yoast_head', array('get_callback' => function ($data, $name, $request) {
			return cms_contract_yoast_head(cms_contract_yoast_head_json(get_post($data['id'])));
		}));
		register_rest_field($def['type'], 'yoast_head_json', array('get_callback' => function ($data) {
			return cms_contract_yoast_head_json(get_post($data['id']));
		}));
	}
});

/* ACF ------------------------------------------------------------------------------------------------------- */

/** acf_get_attachment's array: what `acf_format=standard` gives for an image field. */
function cms_contract_acf_image($id) {
	$attachment = get_post($id);
	if (!$attachment || $attachment->post_type !== 'attachment') {
		return false;
	}
	$meta = wp_get_attachment_metadata($id);
	$url = wp_get_attachment_url($id);
	$type = explode('/', $attachment->post_mime_type);
	return array(
		'ID' => $id,
		'id' => $id,
		'title' => $attachment->post_title,
		'filename' => wp_basename($url),
		'filesize' => isset($meta['filesize']) ? (int) $meta['filesize'] : 0,
		'url' => $url,
		'link' => get_attachment_link($id),
		'alt' => get_post_meta($id, '_wp_attachment_image_alt', true),
		'author' => $attachment->post_author,
		'description' => $attachment->post_content,
		'caption' => $attachment->post_excerpt,
		'name' => $attachment->post_name,
		'status' => $attachment->post_status,
		'uploaded_to' => $attachment->post_parent,
		'date' => $attachment->post_date_gmt,
		'modified' => $attachment->post_modified_gmt,
		'menu_order' => $attachment->menu_order,
		'mime_type' => $attachment->post_mime_type,
		'type' => $type[0],
		'subtype' => isset($type[1]) ? $type[1] : '',
		'icon' => wp_mime_type_icon($id),
		'width' => isset($meta['width']) ? (int) $meta['width'] : 0,
		'height' => isset($meta['height']) ? (int) $meta['height'] : 0,
		'sizes' => new stdClass(),
	);
}

function cms_contract_acf_value($post_id, $name, $type, $standard) {
	$raw = get_post_meta($post_id, $name, true);
	switch ($type) {
		case 'image':
			// An empty image: the formatted value is false, the REST ("light") value null.
			if (!$raw) {
				return $standard ? false : null;
			}
			return $standard ? cms_contract_acf_image((int) $raw) : (int) $raw;
		case 'number':
			return $raw === '' ? null : 0 + $raw;
		case 'true_false':
			return (bool) $raw;
		case 'checkbox':
			// ACF stores the ticked values as one serialised array; none ticked reads as [].
			return is_array($raw) ? array_values($raw) : array();
		case 'wysiwyg':
			// acf_the_content: the_content's text filters.
			return $standard ? wpautop(convert_chars(wptexturize($raw))) : $raw;
		default:
			return $raw;
	}
}

/** The `acf` field: the field group's fields in order, or [] when the post has no values. */
function cms_contract_acf_field($data, $name, $request) {
	$post = get_post($data['id']);
	$def = cms_contract_type_def($post->post_type);
	if (!$def || !get_post_meta($post->ID, '_cms_has_acf', true)) {
		return array();
	}
	$standard = $request instanceof WP_REST_Request && $request->get_param('acf_format') === 'standard';
	$out = array();
	foreach ($def['acfFields'] as $field => $type) {
		$out[$field] = cms_contract_acf_value($post->ID, $field, $type, $standard);
	}
	return $out;
}

/* Yoast SEO ------------------------------------------------------------------------------------------------- */

/** Yoast's text: texturized, '&' as '&amp;', dashes as entities. */
function cms_contract_yoast_text($raw) {
	$text = str_replace(array("\u{2013}", "\u{2014}"), array('&#8211;', '&#8212;'), $raw);
	return trim(str_replace('&#038;', '&amp;', wptexturize($text)));
}

function cms_contract_strip($html) {
	return trim(preg_replace('/\s+/', ' ', preg_replace('/<[^>]*>/', ' ', $html)));
}

function cms_contract_iso($mysql_gmt) {
	return str_replace(' ', 'T', $mysql_gmt) . '+00:00';
}

function cms_contract_yoast_head_json($post) {
	$model = cms_contract_model();
	$site = $model['site'];
	$url = get_permalink($post);
	$home = home_url('/');
	$seo_title = get_post_meta($post->ID, '_yoast_wpseo_title', true);
	$seo_description = get_post_meta($post->ID, '_yoast_wpseo_metadesc', true);
	$noindex = get_post_meta($post->ID, '_yoast_wpseo_meta-robots-noindex', true) === '1';
	$title = cms_contract_yoast_text(($seo_title !== '' ? $seo_title : $post->post_title) . ' ' . $site['titleSeparator'] . ' ' . get_bloginfo('name'));
	$description = $seo_description !== '' ? cms_contract_yoast_text($seo_description) : null;
	if ($description === null) {
		$excerpt = apply_filters('the_excerpt', apply_filters('get_the_excerpt', $post->post_excerpt, $post));
		$og_description = str_replace('&#038;', '&amp;', cms_contract_strip($excerpt));
	} else {
		$og_description = $description;
	}
	$head = array('title' => $title);
	if ($description !== null) {
		$head['description'] = $description;
	}
	$head['robots'] = $noindex
		? array('index' => 'noindex', 'follow' => 'follow')
		: array('index' => 'index', 'follow' => 'follow', 'max-snippet' => 'max-snippet:-1', 'max-image-preview' => 'max-image-preview:large', 'max-video-preview' => 'max-video-preview:-1');
	$head += array(
		'canonical' => $url,
		'og_locale' => $site['locale'],
		'og_type' => $url === $home ? 'website' : 'article',
		'og_title' => $title,
		'og_description' => $og_description,
		'og_url' => $url,
		'og_site_name' => cms_contract_yoast_text(get_bloginfo('name')),
		'article_modified_time' => cms_contract_iso($post->post_modified_gmt),
	);
	$thumb = (int) get_post_thumbnail_id($post);
	$image = null;
	if ($thumb) {
		$meta = wp_get_attachment_metadata($thumb);
		$image = array('width' => (int) $meta['width'], 'height' => (int) $meta['height'], 'url' => wp_get_attachment_url($thumb), 'type' => 'image/jpeg');
		$head['og_image'] = array($image);
	}
	$head['twitter_card'] = 'summary_large_image';

	$website = $home . '#website';
	$page = array(
		'@type' => 'WebPage',
		'@id' => $url,
		'url' => $url,
		'name' => $title,
		'isPartOf' => array('@id' => $website),
		'datePublished' => cms_contract_iso($post->post_date_gmt),
		'dateModified' => cms_contract_iso($post->post_modified_gmt),
		'breadcrumb' => array('@id' => $url . '#breadcrumb'),
		'inLanguage' => str_replace('_', '-', $site['locale']),
		'potentialAction' => array(array('@type' => 'ReadAction', 'target' => array($url))),
	);
	if ($description !== null) {
		$page['description'] = $description;
	}
	if ($image) {
		$page['primaryImageOfPage'] = array('@id' => $url . '#primaryimage');
	}
	$graph = array($page);
	if ($image) {
		$graph[] = array('@type' => 'ImageObject', '@id' => $url . '#primaryimage', 'url' => $image['url'], 'contentUrl' => $image['url'], 'width' => $image['width'], 'height' => $image['height']);
	}
	$graph[] = array(
		'@type' => 'BreadcrumbList',
		'@id' => $url . '#breadcrumb',
		'itemListElement' => array(
			array('@type' => 'ListItem', 'position' => 1, 'name' => 'Home', 'item' => $home),
			array('@type' => 'ListItem', 'position' => 2, 'name' => cms_contract_yoast_text($post->post_title)),
		),
	);
	$graph[] = array('@type' => 'WebSite', '@id' => $website, 'url' => $home, 'name' => get_bloginfo('name'), 'description' => get_bloginfo('description'), 'inLanguage' => 'en-GB');
	$head['schema'] = array('@context' => 'https://schema.org', '@graph' => $graph);
	return $head;
}

/** `yoast_head`: the same head as HTML. */
function cms_contract_yoast_head($head) {
	$attr = function ($v) {
		return str_replace('"', '&quot;', $v);
	};
	$meta = function ($property, $value) use ($attr) {
		return is_string($value) ? '<meta property="' . $property . '" content="' . $attr($value) . '" />' : '';
	};
	$image = isset($head['og_image'][0]) ? $head['og_image'][0] : null;
	$lines = array(
		'<!-- This site is optimized with the Yoast SEO plugin - https://yoast.com/wordpress/plugins/seo/ -->',
		'<title>' . $head['title'] . '</title>',
		isset($head['description']) ? '<meta name="description" content="' . $attr($head['description']) . '" />' : '',
		'<meta name="robots" content="' . implode(', ', array_values($head['robots'])) . '" />',
		'<link rel="canonical" href="' . $head['canonical'] . '" />',
		$meta('og:locale', $head['og_locale']),
		$meta('og:type', $head['og_type']),
		$meta('og:title', $head['og_title']),
		$meta('og:description', $head['og_description']),
		$meta('og:url', $head['og_url']),
		$meta('og:site_name', $head['og_site_name']),
		$image ? $meta('og:image', $image['url']) . "\n" . $meta('og:image:width', (string) $image['width']) . "\n" . $meta('og:image:height', (string) $image['height']) : '',
		'<meta name="twitter:card" content="' . $head['twitter_card'] . '" />',
		'<script type="application/ld+json" class="yoast-schema-graph">' . wp_json_encode($head['schema'], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) . '</script>',
		'<!-- / Yoast SEO plugin. -->',
	);
	return implode("\n", array_values(array_filter($lines, 'strlen')));
}
