<?php
/**
 * Test scenarios: each sets something up or saves something as a given user and returns the
 * resulting state; the assertions are in the TypeScript tests.
 *
 * @package PageLift
 */

// phpcs:disable WordPress.Security, WordPress.PHP.DevelopmentFunctions

/**
 * Installs WordPress, adds a contributor (no upload_files) and activates the plugin.
 *
 * @param array $args { home: string }.
 * @return array
 */
function pagelift_scenario_install( $args ) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$result = wp_install( 'PageLift test site', 'admin', 'admin@pagelift.test', true, '', 'admin-password-1' );
	update_option( 'home', $args['home'] );
	update_option( 'siteurl', $args['home'] );
	wp_insert_user(
		array(
			'user_login' => 'contributor',
			'user_pass'  => 'contributor-password-1',
			'user_email' => 'contributor@pagelift.test',
			'role'       => 'contributor',
		)
	);
	$activated = null;
	if ( ! empty( $args['activate'] ) ) {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$activated = activate_plugin( 'pagelift/pagelift.php' );
	}
	return array(
		'user_id'   => $result['user_id'],
		'activated' => null === $activated ? true : ( is_wp_error( $activated ) ? $activated->get_error_message() : $activated ),
	);
}

/**
 * Sets the trusted origins.
 *
 * @param array $args { origins: string[] }.
 * @return array
 */
function pagelift_scenario_set_origins( $args ) {
	update_option( 'pagelift_settings', array( 'origins' => $args['origins'] ) );
	return array( 'origins' => PageLift_Settings::origins() );
}

/**
 * Saves block-editor content through the REST API, as the block editor does.
 *
 * @param array $args { user: string, content: string, post_id?: int }.
 * @return array
 */
function pagelift_scenario_save_blocks( $args ) {
	$user = get_user_by( 'login', $args['user'] );
	wp_set_current_user( $user->ID );
	$id      = isset( $args['post_id'] ) ? (int) $args['post_id'] : 0;
	$request = new WP_REST_Request( $id ? 'PUT' : 'POST', '/wp/v2/posts' . ( $id ? '/' . $id : '' ) );
	$request->set_body_params(
		array(
			'title'   => 'PageLift page',
			'content' => $args['content'],
			'status'  => 'draft',
		)
	);
	$response = rest_do_request( $request );
	$data     = $response->get_data();
	if ( $response->is_error() ) {
		return array( 'error' => $data );
	}
	return pagelift_state( (int) $data['id'], $user->ID );
}

/**
 * Saves content the classic way (wp_update_post / wp_insert_post, as wp-admin/post.php does).
 *
 * @param array $args { user: string, content: string }.
 * @return array
 */
function pagelift_scenario_save_classic( $args ) {
	$user = get_user_by( 'login', $args['user'] );
	wp_set_current_user( $user->ID );
	$id = wp_insert_post(
		array(
			'post_title'   => 'Classic page',
			'post_content' => wp_slash( $args['content'] ),
			'post_status'  => 'draft',
			'post_type'    => 'page',
		)
	);
	return pagelift_state( $id, $user->ID );
}

/**
 * Writes `_elementor_data` the way Elementor's document save does (slashed JSON in post meta).
 *
 * @param array $args { user: string, data: string (JSON), post_id?: int }.
 * @return array
 */
function pagelift_scenario_save_elementor( $args ) {
	$user = get_user_by( 'login', $args['user'] );
	wp_set_current_user( $user->ID );
	$id = isset( $args['post_id'] ) ? (int) $args['post_id'] : wp_insert_post(
		array(
			'post_title'  => 'Elementor page',
			'post_status' => 'draft',
			'post_type'   => 'page',
		)
	);
	update_post_meta( $id, '_elementor_edit_mode', 'builder' );
	update_post_meta( $id, '_elementor_data', wp_slash( $args['data'] ) );
	return pagelift_state( $id, $user->ID );
}

/**
 * Runs "re-import this page" as a user.
 *
 * @param array $args { user: string, post_id: int }.
 * @return array
 */
function pagelift_scenario_reimport( $args ) {
	$user = get_user_by( 'login', $args['user'] );
	wp_set_current_user( $user->ID );
	$result = PageLift_Save_Hooks::reimport( (int) $args['post_id'] );
	return array_merge( pagelift_state( (int) $args['post_id'], $user->ID ), array( 'reimport' => $result ) );
}

/**
 * Writes raw post content without the plugin's hooks seeing a user who may upload (for reimport).
 *
 * @param array $args { content: string }.
 * @return array
 */
function pagelift_scenario_store_raw( $args ) {
	global $wpdb;
	$id = wp_insert_post(
		array(
			'post_title'  => 'Raw page',
			'post_status' => 'draft',
		)
	);
	$wpdb->update( $wpdb->posts, array( 'post_content' => $args['content'] ), array( 'ID' => $id ) );
	clean_post_cache( $id );
	return array( 'post_id' => $id );
}

/**
 * What the site holds now: the post, its Elementor data, every attachment, the font files, the
 * user's pending notices and the plugin's log.
 *
 * @param int $post_id Post.
 * @param int $user_id User whose notices to read.
 * @return array
 */
function pagelift_state( $post_id, $user_id ) {
	$attachments = array();
	foreach ( get_posts(
		array(
			'post_type'      => 'attachment',
			'post_status'    => 'any',
			'posts_per_page' => -1,
			'orderby'        => 'ID',
			'order'          => 'ASC',
		)
	) as $attachment ) {
		$file          = get_attached_file( $attachment->ID );
		$attachments[] = array(
			'id'      => $attachment->ID,
			'url'     => wp_get_attachment_url( $attachment->ID ),
			'alt'     => get_post_meta( $attachment->ID, '_wp_attachment_image_alt', true ),
			'mime'    => $attachment->post_mime_type,
			'parent'  => $attachment->post_parent,
			'exists'  => file_exists( $file ),
			'size'    => file_exists( $file ) ? filesize( $file ) : 0,
			'body'    => 'image/svg+xml' === $attachment->post_mime_type && file_exists( $file ) ? file_get_contents( $file ) : null,
			'sources' => get_post_meta( $attachment->ID, '_pagelift_source_url' ),
		);
	}
	$uploads = wp_upload_dir( null, false );
	$fonts   = glob( $uploads['basedir'] . '/pagelift-fonts/*' );
	$notices = get_user_meta( $user_id, 'pagelift_notices', true );
	return array(
		'post_id'        => $post_id,
		'content'        => get_post_field( 'post_content', $post_id, 'raw' ),
		'elementor_data' => get_post_meta( $post_id, '_elementor_data', true ),
		'attachments'    => $attachments,
		'fonts'          => array_map(
			function ( $f ) use ( $uploads ) {
				return array(
					'url'  => $uploads['baseurl'] . '/pagelift-fonts/' . basename( $f ),
					'size' => filesize( $f ),
				);
			},
			$fonts ? $fonts : array()
		),
		'notices'        => is_array( $notices ) ? $notices : array(),
		'log'            => get_option( 'pagelift_import_log', array() ),
	);
}

/**
 * The plugin's header as WordPress reads it (after the admin upload put it in place), and whether
 * WordPress lists it as valid and active.
 *
 * @param array $args Unused.
 * @return array
 */
function pagelift_scenario_plugin_header( $args ) {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$file = WP_PLUGIN_DIR . '/pagelift/pagelift.php';
	return array(
		'data'     => file_exists( $file ) ? get_plugin_data( $file, false, false ) : null,
		'valid'    => validate_plugin( 'pagelift/pagelift.php' ),
		'active'   => is_plugin_active( 'pagelift/pagelift.php' ),
		'requires' => array(
			'wp'  => is_wp_version_compatible( '6.1' ),
			'php' => is_php_version_compatible( '7.4' ),
		),
	);
}

/**
 * Deletes the plugin's data as WordPress does when the plugin is deleted.
 *
 * @param array $args Unused.
 * @return array
 */
function pagelift_scenario_uninstall( $args ) {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	deactivate_plugins( 'pagelift/pagelift.php' );
	uninstall_plugin( 'pagelift/pagelift.php' );
	return array(
		'options'     => array(
			'settings' => get_option( 'pagelift_settings', null ),
			'log'      => get_option( 'pagelift_import_log', null ),
			'fonts'    => get_option( 'pagelift_font_sources', null ),
		),
		'attachments' => count( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'any', 'posts_per_page' => -1 ) ) ),
	);
}

/**
 * What the block editor would get on load for a user: the inline script carrying pending notices.
 *
 * @param array $args { user: string }.
 * @return array
 */
function pagelift_scenario_editor_notices( $args ) {
	$user = get_user_by( 'login', $args['user'] );
	wp_set_current_user( $user->ID );
	do_action( 'enqueue_block_editor_assets' );
	$after = wp_scripts()->get_data( 'pagelift-editor-notices', 'after' );
	return array(
		'enqueued' => wp_script_is( 'pagelift-editor-notices', 'enqueued' ),
		'script'   => is_array( $after ) ? implode( "\n", $after ) : '',
		'left'     => get_user_meta( $user->ID, 'pagelift_notices', true ),
	);
}

/**
 * Queues a notice for a user, as a failed import does.
 *
 * @param array $args { user: string, notice: string }.
 * @return array
 */
function pagelift_scenario_add_notice( $args ) {
	$user = get_user_by( 'login', $args['user'] );
	update_user_meta( $user->ID, 'pagelift_notices', array( $args['notice'] ) );
	return array( 'user_id' => $user->ID );
}
