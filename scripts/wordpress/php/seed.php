<?php
/**
 * Seeds an installed WordPress with the CMS source records the emulator serves (cms-dump.json, written by
 * scripts/wordpress/dump-cms.mjs from emulator/data/cms-*.ts): `php seed.php WP_DIR DUMP URL`.
 *
 * Everything is replaced: posts, attachments, comments and terms are emptied first, so seeding twice gives the
 * same database. Ids are kept (posts and attachments through wp_insert_post's import_id; terms inserted with
 * explicit term_id rows, so 'Themes' is 87 and 'Providers' 132 as SPEC §9 needs). Content goes through
 * wp_insert_post as the administrator (unfiltered_html, as an editor's content is stored), term names through
 * WordPress's own term sanitising ('&' is stored as '&amp;').
 */
[$script, $dir, $dumpFile, $url] = $argv;
$parts = parse_url($url);
$_SERVER['HTTP_HOST'] = $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : '');
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
require $dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/post.php';

$dump = json_decode(file_get_contents($dumpFile), true);
$site = $dump['site'];
global $wpdb, $wp_rewrite;

wp_set_current_user(1);
wp_update_user(array(
	'ID' => 1,
	'display_name' => $site['author']['name'],
	'nickname' => $site['author']['name'],
	'user_nicename' => $site['author']['slug'],
	'user_email' => $site['author']['email'],
	'user_url' => '',
));

/* Site settings ---------------------------------------------------------------------------------------------- */
$home_page = null;
foreach ($dump['posts'] as $post) {
	if ($post['type'] === 'page' && $post['slug'] === 'home') {
		$home_page = $post['id'];
	}
}
$options = array(
	'siteurl' => $url,
	'home' => $url,
	'blogname' => $site['name'],
	'blogdescription' => $site['description'],
	'timezone_string' => $site['timezone'],
	'gmt_offset' => 0,
	'show_on_front' => $home_page ? 'page' : 'posts',
	'page_on_front' => $home_page ?: 0,
	'default_category' => 1,
	'default_comment_status' => 'closed',
	'default_ping_status' => 'closed',
	'uploads_use_yearmonth_folders' => 0,
	// Attachment URLs are {home}/artwork/cms/{file}, as the emulator serves its CMS images.
	'upload_url_path' => $url . '/artwork',
	'blog_public' => 1,
);
foreach ($options as $name => $value) {
	update_option($name, $value);
}
$wp_rewrite->set_permalink_structure('/%postname%/');

/* Empty the content tables --------------------------------------------------------------------------------- */
foreach (array('posts', 'postmeta', 'comments', 'commentmeta', 'term_relationships', 'terms', 'term_taxonomy', 'termmeta') as $table) {
	$wpdb->query('TRUNCATE TABLE ' . $wpdb->$table);
}
wp_cache_flush();

/* Terms, with their ids --------------------------------------------------------------------------------------- */
foreach ($dump['terms'] as $term) {
	$name = wp_unslash(sanitize_term_field('name', wp_slash($term['name']), 0, 'category', 'db'));
	$description = wp_unslash(sanitize_term_field('description', wp_slash($term['description']), 0, 'category', 'db'));
	$wpdb->insert($wpdb->terms, array('term_id' => $term['id'], 'name' => $name, 'slug' => $term['slug'], 'term_group' => 0));
	$wpdb->insert($wpdb->term_taxonomy, array(
		'term_taxonomy_id' => $term['id'],
		'term_id' => $term['id'],
		'taxonomy' => 'category',
		'description' => $description,
		'parent' => $term['parent'],
		'count' => 0,
	));
}
delete_option('category_children');

/* Attachments ----------------------------------------------------------------------------------------------- */
$mysql_date = function ($iso) {
	return str_replace('T', ' ', $iso);
};
foreach ($dump['media'] as $item) {
	$file = 'cms/' . $item['file'];
	$id = wp_insert_attachment(wp_slash(array(
		'import_id' => $item['id'],
		'post_title' => $item['title'],
		'post_name' => preg_replace('/\.\w+$/', '', $item['file']) . '-image',
		'post_mime_type' => 'image/jpeg',
		'post_status' => 'inherit',
		'post_author' => 1,
		'post_date' => $mysql_date($item['date']),
		'post_date_gmt' => $mysql_date($item['date']),
		'post_content' => '',
		'post_excerpt' => '',
		'guid' => $url . '/artwork/' . $file,
		'comment_status' => 'closed',
		'ping_status' => 'closed',
	)), $file, $item['parent'], true);
	if (is_wp_error($id) || $id !== $item['id']) {
		fwrite(STDERR, "attachment {$item['id']}: " . (is_wp_error($id) ? $id->get_error_message() : "got id $id") . "\n");
		exit(1);
	}
	update_post_meta($id, '_wp_attachment_metadata', array(
		'width' => $item['width'],
		'height' => $item['height'],
		'file' => $file,
		'filesize' => $item['width'] * $item['height'],
		'sizes' => array(),
		'image_meta' => array('aperture' => '0', 'credit' => '', 'camera' => '', 'caption' => '', 'created_timestamp' => '0', 'copyright' => '', 'focal_length' => '0', 'iso' => '0', 'shutter_speed' => '0', 'title' => '', 'orientation' => '0', 'keywords' => array()),
	));
	update_post_meta($id, '_wp_attachment_image_alt', wp_slash($item['alt']));
}

/* Posts ----------------------------------------------------------------------------------------------------- */
$types = array();
foreach ($dump['postTypes'] as $def) {
	$types[$def['type']] = $def;
}
foreach ($dump['posts'] as $post) {
	$def = $types[$post['type']];
	$guid = $def['pageLike'] ? "$url/?page_id={$post['id']}" : "$url/?post_type={$post['type']}&p={$post['id']}";
	$id = wp_insert_post(wp_slash(array(
		'import_id' => $post['id'],
		'post_type' => $post['type'],
		'post_status' => 'publish',
		'post_author' => 1,
		'post_name' => $post['slug'],
		'post_title' => $post['title'],
		'post_content' => $post['content'],
		'post_excerpt' => $post['excerpt'],
		'post_date' => $mysql_date($post['date']),
		'post_date_gmt' => $mysql_date($post['date']),
		'menu_order' => isset($post['menuOrder']) ? $post['menuOrder'] : 0,
		'comment_status' => 'closed',
		'ping_status' => 'closed',
		'guid' => $guid,
	)), true);
	if (is_wp_error($id) || $id !== $post['id']) {
		fwrite(STDERR, "post {$post['id']}: " . (is_wp_error($id) ? $id->get_error_message() : "got id $id") . "\n");
		exit(1);
	}
	$stored = get_post($id);
	if ($stored->post_name !== $post['slug'] || $stored->post_status !== 'publish') {
		fwrite(STDERR, "post {$post['id']}: stored as {$stored->post_name} ({$stored->post_status})\n");
		exit(1);
	}
	// wp_insert_post stamps a new post's modified time with its date; the source records have their own.
	$wpdb->update($wpdb->posts, array(
		'post_modified' => $mysql_date($post['modified']),
		'post_modified_gmt' => $mysql_date($post['modified']),
		'guid' => $guid,
	), array('ID' => $id));
	if ($post['featuredImage']) {
		update_post_meta($id, '_thumbnail_id', $post['featuredImage']['id']);
	}
	if ($post['categories']) {
		wp_set_object_terms($id, array_map('intval', $post['categories']), 'category');
	}
	if ($post['acf']) {
		update_post_meta($id, '_cms_has_acf', '1');
		foreach ($post['acf'] as $name => $value) {
			if (is_array($value) && !isset($value['id'])) {
				// A checkbox's values: stored as one array (WordPress serialises it), as ACF does.
				update_post_meta($id, $name, wp_slash($value));
				continue;
			}
			if (is_array($value)) {
				$value = $value['id'];
			} elseif (is_bool($value)) {
				$value = $value ? '1' : '0';
			} elseif ($value === null) {
				$value = '';
			}
			update_post_meta($id, $name, wp_slash((string) $value));
		}
	}
	$seo = $post['seo'];
	if (isset($seo['title'])) {
		update_post_meta($id, '_yoast_wpseo_title', wp_slash($seo['title']));
	}
	if (isset($seo['description'])) {
		update_post_meta($id, '_yoast_wpseo_metadesc', wp_slash($seo['description']));
	}
	if (!empty($seo['noindex'])) {
		update_post_meta($id, '_yoast_wpseo_meta-robots-noindex', '1');
	}
	clean_post_cache($id);
}

/* Counts, caches, rewrite rules -------------------------------------------------------------------------------- */
wp_update_term_count_now(array_map(function ($t) {
	return $t['id'];
}, $dump['terms']), 'category');
delete_option('category_children');
clean_taxonomy_cache('category');
flush_rewrite_rules(false);

$posts = (int) $wpdb->get_var("SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_status = 'publish'");
$media = (int) $wpdb->get_var("SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment'");
$terms = (int) $wpdb->get_var("SELECT COUNT(*) FROM {$wpdb->term_taxonomy}");
echo "seeded $posts posts, $media attachments, $terms categories\n";
