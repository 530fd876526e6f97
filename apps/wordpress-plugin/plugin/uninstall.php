<?php
/**
 * Deleting the plugin removes its settings, log and notices. Imported media and fonts stay: pages
 * use them.
 *
 * @package PageLift
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'pagelift_settings' );
delete_option( 'pagelift_import_log' );
delete_option( 'pagelift_font_sources' );
delete_metadata( 'user', 0, 'pagelift_notices', '', true );
