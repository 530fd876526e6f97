<?php
/**
 * Plugin Name:       PageLift
 * Plugin URI:        https://pagelift.dev/
 * Description:       Pages pasted from PageLift keep their images, icons and fonts: on save they are copied from the PageLift server into your media library and uploads folder, and the page points at your copies.
 * Version:           1.0.58
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            PageLift
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       pagelift
 *
 * @package PageLift
 */

defined( 'ABSPATH' ) || exit;

// The build (apps/wordpress-plugin/scripts) writes the version and the origin of the PageLift
// server the zip was downloaded from into pagelift-build.php; the plain sources fall back here.
if ( file_exists( __DIR__ . '/pagelift-build.php' ) ) {
	require_once __DIR__ . '/pagelift-build.php';
}
if ( ! defined( 'PAGELIFT_VERSION' ) ) {
	define( 'PAGELIFT_VERSION', '1.0.58' );
}
if ( ! defined( 'PAGELIFT_DEFAULT_ORIGINS' ) ) {
	define( 'PAGELIFT_DEFAULT_ORIGINS', '' );
}

require_once __DIR__ . '/includes/class-pagelift-settings.php';
require_once __DIR__ . '/includes/class-pagelift-log.php';
require_once __DIR__ . '/includes/class-pagelift-fetcher.php';
require_once __DIR__ . '/includes/class-pagelift-file-types.php';
require_once __DIR__ . '/includes/class-pagelift-svg-sanitizer.php';
require_once __DIR__ . '/includes/class-pagelift-store.php';
require_once __DIR__ . '/includes/class-pagelift-url-importer.php';
require_once __DIR__ . '/includes/class-pagelift-elementor-data.php';
require_once __DIR__ . '/includes/class-pagelift-block-markup.php';
require_once __DIR__ . '/includes/class-pagelift-save-hooks.php';
require_once __DIR__ . '/includes/class-pagelift-admin.php';

PageLift_Save_Hooks::register();
if ( is_admin() ) {
	PageLift_Admin::register();
}
