<?php
/**
 * Router for `php -S` (PHP's built-in server) in front of the private WordPress tree: real files are served as
 * they are, everything else (pretty permalinks, /wp-json/…) goes to WordPress's index.php. With
 * WP_ARTWORK_ORIGIN set (npm run start:wordpress), the CMS images under /artwork/ redirect to the emulator,
 * which draws them; the contract tests never fetch them.
 */
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?: '/');
$artwork = getenv('WP_ARTWORK_ORIGIN');
if ($artwork && strpos($path, '/artwork/') === 0) {
	header('Location: ' . rtrim($artwork, '/') . $_SERVER['REQUEST_URI'], true, 302);
	return true;
}
$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ($path !== '/' && strpos($path, '..') === false && is_file($file)) {
	return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
