<?php
/**
 * Installs WordPress into an empty database, without mail or network: `php install.php WP_DIR URL TITLE`.
 * Run by scripts/wordpress/wordpress.mjs; the private tree's wp-config.php names the database.
 */
[$script, $dir, $url, $title] = $argv;
$parts = parse_url($url);
$_SERVER['HTTP_HOST'] = $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : '');
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
define('WP_INSTALLING', true);
define('WP_SITEURL', $url);
require $dir . '/wp-load.php';
/** The installer mails the new admin; there is no mail here. */
function wp_new_blog_notification($blog_title, $blog_url, $user_id, $password) {
}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
if (is_blog_installed()) {
	echo "already installed\n";
	exit(0);
}
$result = wp_install($title, 'editor', 'editor@cms.test', true, '', wp_generate_password(24, false));
update_option('siteurl', $url);
update_option('home', $url);
echo "installed user {$result['user_id']}\n";
