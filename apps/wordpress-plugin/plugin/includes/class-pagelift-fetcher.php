<?php
/**
 * Downloads files from the configured PageLift origins, and from nowhere else.
 *
 * @package PageLift
 */

defined( 'ABSPATH' ) || exit;

/**
 * A download that either returns the body or a WP_Error saying why not.
 *
 * Every hop (the URL and each redirect target) must be on a configured origin, so the plugin is
 * no open proxy and a redirect cannot reach a private-network address. Requests go through
 * wp_safe_remote_get; only the configured hosts and ports are let past its private-address and
 * port checks, and only while this class is fetching.
 */
class PageLift_Fetcher {

	const MAX_REDIRECTS = 3;
	const TIMEOUT       = 15;

	/**
	 * Origins allowed for the request in flight.
	 *
	 * @var string[]
	 */
	private $origins = array();

	/**
	 * Downloads a URL whose size must not exceed $max_bytes.
	 *
	 * @param string $url       URL on a configured origin.
	 * @param int    $max_bytes Largest accepted body.
	 * @return array|WP_Error { body: string, content_type: string, url: string }
	 */
	public function get( $url, $max_bytes ) {
		$this->origins = PageLift_Settings::origins();
		add_filter( 'http_request_host_is_external', array( $this, 'allow_configured_host' ), 10, 3 );
		add_filter( 'http_allowed_safe_ports', array( $this, 'allow_configured_port' ), 10, 3 );
		try {
			return $this->follow( $url, $max_bytes );
		} finally {
			remove_filter( 'http_request_host_is_external', array( $this, 'allow_configured_host' ), 10 );
			remove_filter( 'http_allowed_safe_ports', array( $this, 'allow_configured_port' ), 10 );
		}
	}

	/**
	 * Requests the URL and follows redirects by hand, checking each target.
	 *
	 * @param string $url       Start URL.
	 * @param int    $max_bytes Largest accepted body.
	 * @return array|WP_Error
	 */
	private function follow( $url, $max_bytes ) {
		for ( $hop = 0; $hop <= self::MAX_REDIRECTS; $hop++ ) {
			if ( ! PageLift_Settings::is_trusted_url( $url ) ) {
				return new WP_Error( 'pagelift_origin', sprintf( '%s is not on a configured PageLift origin; not downloaded.', $url ) );
			}
			$response = wp_safe_remote_get(
				$url,
				array(
					'timeout'             => self::TIMEOUT,
					'redirection'         => 0,
					// One byte over the limit tells "too big" apart from "exactly the limit".
					'limit_response_size' => $max_bytes + 1,
					'user-agent'          => 'PageLift-WordPress/' . PAGELIFT_VERSION,
				)
			);
			if ( is_wp_error( $response ) ) {
				return new WP_Error( 'pagelift_http', sprintf( 'Download of %s failed: %s', $url, $response->get_error_message() ) );
			}
			$status = (int) wp_remote_retrieve_response_code( $response );
			if ( $status >= 300 && $status < 400 ) {
				$location = wp_remote_retrieve_header( $response, 'location' );
				if ( ! is_string( $location ) || '' === $location ) {
					return new WP_Error( 'pagelift_http', sprintf( '%s redirected without a location.', $url ) );
				}
				$url = WP_Http::make_absolute_url( $location, $url );
				continue;
			}
			if ( 200 !== $status ) {
				return new WP_Error( 'pagelift_http', sprintf( 'Download of %s answered HTTP %d.', $url, $status ) );
			}
			$declared = (int) wp_remote_retrieve_header( $response, 'content-length' );
			$body     = wp_remote_retrieve_body( $response );
			if ( $declared > $max_bytes || strlen( $body ) > $max_bytes ) {
				return new WP_Error( 'pagelift_size', sprintf( '%s is larger than %s; not imported.', $url, size_format( $max_bytes ) ) );
			}
			return array(
				'body'         => $body,
				'content_type' => (string) wp_remote_retrieve_header( $response, 'content-type' ),
				'url'          => $url,
			);
		}
		return new WP_Error( 'pagelift_http', sprintf( 'Too many redirects for %s.', $url ) );
	}

	/**
	 * Lets a configured host pass the private-address check of wp_http_validate_url.
	 *
	 * @param bool   $external Current verdict.
	 * @param string $host     Host of the request.
	 * @param string $url      Requested URL.
	 * @return bool
	 */
	public function allow_configured_host( $external, $host, $url ) {
		return $external || in_array( PageLift_Settings::normalize( $url ), $this->origins, true );
	}

	/**
	 * Lets a configured origin's port pass the port check of wp_http_validate_url.
	 *
	 * @param int[]  $ports Allowed ports.
	 * @param string $host  Host of the request.
	 * @param string $url   Requested URL.
	 * @return int[]
	 */
	public function allow_configured_port( $ports, $host, $url ) {
		if ( in_array( PageLift_Settings::normalize( $url ), $this->origins, true ) ) {
			$port = wp_parse_url( $url, PHP_URL_PORT );
			if ( $port ) {
				$ports[] = (int) $port;
			}
		}
		return $ports;
	}
}
