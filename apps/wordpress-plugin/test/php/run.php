<?php
/**
 * Runs one test scenario inside a throwaway WordPress: php run.php SITE_DIR SCENARIO ARGS_JSON_FILE.
 * Prints the scenario's result as JSON after a marker line (WordPress may print notices before it).
 *
 * @package PageLift
 */

// phpcs:disable WordPress.Security, WordPress.WP.GlobalVariablesOverride, WordPress.PHP.DevelopmentFunctions

$pagelift_site     = $argv[1];
$pagelift_scenario = $argv[2];
$pagelift_args     = json_decode( file_get_contents( $argv[3] ), true );

$_SERVER['HTTP_HOST']   = 'wordpress.pagelift.test';
$_SERVER['SERVER_NAME'] = 'wordpress.pagelift.test';
$_SERVER['REQUEST_URI'] = '/';
if ( 'install' === $pagelift_scenario ) {
	define( 'WP_INSTALLING', true );
}
// Scenarios of admin screens load WordPress as wp-admin does (is_admin() is true).
if ( in_array( $pagelift_scenario, array( 'editor_notices' ), true ) ) {
	define( 'WP_ADMIN', true );
}
require $pagelift_site . '/wp-load.php';
require __DIR__ . '/scenarios.php';

$pagelift_result = call_user_func( 'pagelift_scenario_' . $pagelift_scenario, is_array( $pagelift_args ) ? $pagelift_args : array() );
echo "\n@@PAGELIFT-RESULT@@\n" . wp_json_encode( $pagelift_result, JSON_UNESCAPED_SLASHES );
