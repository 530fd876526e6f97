<?php
/**
 * The settings page (Settings → PageLift), the re-import action and the admin notices.
 *
 * @package PageLift
 */

defined( 'ABSPATH' ) || exit;

/**
 * Admin screens. Every form posts to admin-post.php with its own nonce and capability check.
 */
class PageLift_Admin {

	const PAGE = 'pagelift';

	/**
	 * Registers the admin hooks.
	 */
	public static function register() {
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
		add_action( 'admin_notices', array( __CLASS__, 'notices' ) );
		add_action( 'enqueue_block_editor_assets', array( __CLASS__, 'editor_notices' ) );
		add_action( 'admin_post_pagelift_save_origins', array( __CLASS__, 'save_origins' ) );
		add_action( 'admin_post_pagelift_reimport', array( __CLASS__, 'reimport' ) );
		add_filter( 'post_row_actions', array( __CLASS__, 'row_action' ), 10, 2 );
		add_filter( 'page_row_actions', array( __CLASS__, 'row_action' ), 10, 2 );
		add_filter( 'plugin_action_links_' . plugin_basename( dirname( __DIR__ ) . '/pagelift.php' ), array( __CLASS__, 'plugin_links' ) );
	}

	/**
	 * Adds Settings → PageLift.
	 */
	public static function menu() {
		add_options_page( 'PageLift', 'PageLift', 'manage_options', self::PAGE, array( __CLASS__, 'render' ) );
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param string[] $links Links.
	 * @return string[]
	 */
	public static function plugin_links( $links ) {
		array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=' . self::PAGE ) ) . '">' . esc_html__( 'Settings', 'pagelift' ) . '</a>' );
		return $links;
	}

	/**
	 * "Re-import PageLift media" under each post and page the user may edit.
	 *
	 * @param string[] $actions Row actions.
	 * @param WP_Post  $post    Row's post.
	 * @return string[]
	 */
	public static function row_action( $actions, $post ) {
		if ( current_user_can( 'edit_post', $post->ID ) && current_user_can( 'upload_files' ) ) {
			$url                         = wp_nonce_url( admin_url( 'admin-post.php?action=pagelift_reimport&post_id=' . $post->ID ), 'pagelift_reimport_' . $post->ID );
			$actions['pagelift_reimport'] = '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Re-import PageLift media', 'pagelift' ) . '</a>';
		}
		return $actions;
	}

	/**
	 * Shows (once) what failed during the current user's recent saves, and page results.
	 */
	public static function notices() {
		foreach ( PageLift_Log::take_notices() as $notice ) {
			echo '<div class="notice notice-error is-dismissible pagelift-notice"><p><strong>PageLift:</strong> ' . esc_html( $notice ) . '</p></div>';
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- display only.
		if ( isset( $_GET['pagelift_message'] ) ) {
			$message = sanitize_text_field( wp_unslash( $_GET['pagelift_message'] ) );
			echo '<div class="notice notice-success is-dismissible pagelift-notice"><p>' . esc_html( $message ) . '</p></div>';
		}
		// phpcs:enable
	}

	/**
	 * The block editor shows no admin_notices: pending failures go to its own notices store.
	 */
	public static function editor_notices() {
		$notices = PageLift_Log::take_notices();
		if ( empty( $notices ) ) {
			return;
		}
		wp_register_script( 'pagelift-editor-notices', false, array( 'wp-data', 'wp-notices', 'wp-dom-ready' ), PAGELIFT_VERSION, true );
		wp_enqueue_script( 'pagelift-editor-notices' );
		$messages = array_map(
			function ( $notice ) {
				return 'PageLift: ' . $notice;
			},
			$notices
		);
		wp_add_inline_script(
			'pagelift-editor-notices',
			'wp.domReady( function () { ' . wp_json_encode( $messages ) . '.forEach( function ( message ) { wp.data.dispatch( "core/notices" ).createErrorNotice( message, { isDismissible: true } ); } ); } );'
		);
	}

	/**
	 * Saves the origins (nonce + manage_options).
	 */
	public static function save_origins() {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You are not allowed to change the PageLift settings.', 'pagelift' ), 403 );
		}
		check_admin_referer( 'pagelift_save_origins' );
		$text    = isset( $_POST['pagelift_origins'] ) ? sanitize_textarea_field( wp_unslash( $_POST['pagelift_origins'] ) ) : '';
		$refused = PageLift_Settings::save_origins_text( $text );
		$message = empty( $refused ) ? 'PageLift origins saved.' : 'PageLift origins saved; not origins (ignored): ' . implode( ', ', $refused );
		wp_safe_redirect( add_query_arg( 'pagelift_message', rawurlencode( $message ), admin_url( 'options-general.php?page=' . self::PAGE ) ) );
		exit;
	}

	/**
	 * Re-imports one post (nonce + edit_post + upload_files).
	 */
	public static function reimport() {
		$post_id = isset( $_REQUEST['post_id'] ) ? absint( $_REQUEST['post_id'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked below.
		// The list's row link carries a per-post nonce, the settings form a per-form one.
		$nonce = isset( $_REQUEST['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['_wpnonce'] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, 'pagelift_reimport_' . $post_id ) && ! wp_verify_nonce( $nonce, 'pagelift_reimport_form' ) ) {
			wp_die( esc_html__( 'The link has expired. Please try again.', 'pagelift' ), 403 );
		}
		if ( ! $post_id || ! current_user_can( 'edit_post', $post_id ) || ! current_user_can( 'upload_files' ) ) {
			wp_die( esc_html__( 'You are not allowed to re-import this page.', 'pagelift' ), 403 );
		}
		$result  = PageLift_Save_Hooks::reimport( $post_id );
		$message = sprintf( 'PageLift re-import of post %d: %d file(s) imported, %d failure(s).', $post_id, count( $result['imported'] ), count( $result['failures'] ) );
		wp_safe_redirect( add_query_arg( 'pagelift_message', rawurlencode( $message ), admin_url( 'options-general.php?page=' . self::PAGE ) ) );
		exit;
	}

	/**
	 * The settings page.
	 */
	public static function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$origins = PageLift_Settings::origins();
		?>
		<div class="wrap" id="pagelift-settings">
			<h1><?php echo esc_html( sprintf( 'PageLift %s', PAGELIFT_VERSION ) ); ?></h1>
			<p><?php esc_html_e( 'When you save a page pasted from PageLift (Elementor or the block editor), its images, SVG icons and fonts are copied from the PageLift server into your media library and uploads folder, and the page is changed to use your copies. Only files on the origins below are downloaded.', 'pagelift' ); ?></p>

			<h2><?php esc_html_e( 'PageLift origins', 'pagelift' ); ?></h2>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="pagelift_save_origins" />
				<?php wp_nonce_field( 'pagelift_save_origins' ); ?>
				<p><label for="pagelift_origins"><?php esc_html_e( 'One origin per line (scheme, host and port), e.g. https://pagelift.example.com', 'pagelift' ); ?></label></p>
				<textarea id="pagelift_origins" name="pagelift_origins" rows="4" cols="60" class="large-text code"><?php echo esc_textarea( implode( "\n", $origins ) ); ?></textarea>
				<?php submit_button( __( 'Save origins', 'pagelift' ) ); ?>
			</form>

			<h2><?php esc_html_e( 'Re-import a page', 'pagelift' ); ?></h2>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" id="pagelift-reimport">
				<input type="hidden" name="action" value="pagelift_reimport" />
				<?php wp_nonce_field( 'pagelift_reimport_form' ); ?>
				<p>
					<label for="pagelift_post_id"><?php esc_html_e( 'Post or page ID', 'pagelift' ); ?></label>
					<input type="number" min="1" id="pagelift_post_id" name="post_id" required />
				</p>
				<p class="description"><?php esc_html_e( 'Also under each post and page in their lists: "Re-import PageLift media".', 'pagelift' ); ?></p>
				<?php submit_button( __( 'Re-import this page', 'pagelift' ), 'secondary' ); ?>
			</form>
			<?php self::render_log(); ?>
		</div>
		<?php
	}

	/**
	 * The table of the last saves' imports.
	 */
	private static function render_log() {
		$entries = PageLift_Log::entries();
		?>
		<h2><?php esc_html_e( 'Last imports', 'pagelift' ); ?></h2>
		<?php if ( empty( $entries ) ) : ?>
			<p><?php esc_html_e( 'Nothing imported yet.', 'pagelift' ); ?></p>
		<?php else : ?>
			<table class="widefat striped" id="pagelift-log">
				<thead><tr><th><?php esc_html_e( 'When', 'pagelift' ); ?></th><th><?php esc_html_e( 'Page', 'pagelift' ); ?></th><th><?php esc_html_e( 'Imported', 'pagelift' ); ?></th><th><?php esc_html_e( 'Failures', 'pagelift' ); ?></th></tr></thead>
				<tbody>
				<?php foreach ( $entries as $entry ) : ?>
					<tr>
						<td><?php echo esc_html( wp_date( 'Y-m-d H:i:s', $entry['time'] ) . ' (' . $entry['source'] . ')' ); ?></td>
						<td><?php echo esc_html( get_the_title( $entry['post_id'] ) . ' #' . $entry['post_id'] ); ?></td>
						<td><?php echo wp_kses( implode( '<br>', array_map( 'esc_html', $entry['imported'] ) ), array( 'br' => array() ) ); ?></td>
						<td><?php echo wp_kses( implode( '<br>', array_map( 'esc_html', $entry['failures'] ) ), array( 'br' => array() ) ); ?></td>
					</tr>
				<?php endforeach; ?>
				</tbody>
			</table>
		<?php endif; ?>
		<?php
	}
}
