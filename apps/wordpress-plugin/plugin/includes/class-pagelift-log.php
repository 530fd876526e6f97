<?php
/**
 * What the last saves imported, and the notices shown to the user who saved.
 *
 * @package PageLift
 */

defined( 'ABSPATH' ) || exit;

/**
 * Keeps a short history of imports (an option) and per-user admin notices (user meta).
 */
class PageLift_Log {

	const OPTION      = 'pagelift_import_log';
	const NOTICE_META = 'pagelift_notices';
	const KEEP        = 20;

	/**
	 * Records one save's result.
	 *
	 * @param int    $post_id  The saved post.
	 * @param string $source   'blocks', 'elementor' or 'reimport'.
	 * @param array  $imported Lines like "image https://… → attachment 12".
	 * @param array  $failures Messages.
	 */
	public static function record( $post_id, $source, array $imported, array $failures ) {
		if ( empty( $imported ) && empty( $failures ) ) {
			return;
		}
		$log = get_option( self::OPTION, array() );
		$log = is_array( $log ) ? $log : array();
		array_unshift(
			$log,
			array(
				'time'     => time(),
				'post_id'  => (int) $post_id,
				'source'   => $source,
				'imported' => array_values( $imported ),
				'failures' => array_values( $failures ),
			)
		);
		update_option( self::OPTION, array_slice( $log, 0, self::KEEP ), false );
		foreach ( $failures as $failure ) {
			// error_log is the site's PHP log: an admin finds failures there even without the notice.
			error_log( 'PageLift: post ' . (int) $post_id . ': ' . $failure ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
		}
		if ( ! empty( $failures ) && get_current_user_id() ) {
			$notices = get_user_meta( get_current_user_id(), self::NOTICE_META, true );
			$notices = is_array( $notices ) ? $notices : array();
			foreach ( $failures as $failure ) {
				$notices[] = sprintf( 'Post %d: %s', (int) $post_id, $failure );
			}
			update_user_meta( get_current_user_id(), self::NOTICE_META, array_slice( $notices, -20 ) );
		}
	}

	/**
	 * The recorded saves, newest first.
	 *
	 * @return array
	 */
	public static function entries() {
		$log = get_option( self::OPTION, array() );
		return is_array( $log ) ? $log : array();
	}

	/**
	 * Returns and clears the current user's pending notices.
	 *
	 * @return string[]
	 */
	public static function take_notices() {
		$user = get_current_user_id();
		if ( ! $user ) {
			return array();
		}
		$notices = get_user_meta( $user, self::NOTICE_META, true );
		delete_user_meta( $user, self::NOTICE_META );
		return is_array( $notices ) ? $notices : array();
	}
}
