export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      blog_posts: {
        Row: {
          content: string
          created_at: string
          created_by: string | null
          excerpt: string | null
          featured_image: string | null
          id: string
          images: string[]
          published: boolean
          published_at: string | null
          slug: string
          tags: string[]
          title: string
          updated_at: string
        }
        Insert: {
          content?: string
          created_at?: string
          created_by?: string | null
          excerpt?: string | null
          featured_image?: string | null
          id?: string
          images?: string[]
          published?: boolean
          published_at?: string | null
          slug: string
          tags?: string[]
          title: string
          updated_at?: string
        }
        Update: {
          content?: string
          created_at?: string
          created_by?: string | null
          excerpt?: string | null
          featured_image?: string | null
          id?: string
          images?: string[]
          published?: boolean
          published_at?: string | null
          slug?: string
          tags?: string[]
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      blog_subscribers: {
        Row: {
          confirmation_sent_at: string | null
          created_at: string
          email: string
          handled_at: string | null
          id: string
        }
        Insert: {
          confirmation_sent_at?: string | null
          created_at?: string
          email: string
          handled_at?: string | null
          id?: string
        }
        Update: {
          confirmation_sent_at?: string | null
          created_at?: string
          email?: string
          handled_at?: string | null
          id?: string
        }
        Relationships: []
      }
      contact_messages: {
        Row: {
          created_at: string
          email: string
          empresa: string
          handled_at: string | null
          id: string
          mensaje: string
          nombre: string
          notified_at: string | null
          puesto: string
          source: string
          telefono: string
        }
        Insert: {
          created_at?: string
          email: string
          empresa: string
          handled_at?: string | null
          id?: string
          mensaje: string
          nombre: string
          notified_at?: string | null
          puesto: string
          source?: string
          telefono: string
        }
        Update: {
          created_at?: string
          email?: string
          empresa?: string
          handled_at?: string | null
          id?: string
          mensaje?: string
          nombre?: string
          notified_at?: string | null
          puesto?: string
          source?: string
          telefono?: string
        }
        Relationships: []
      }
      email_domains: {
        Row: {
          created_at: string
          domain: string
          id: string
          last_checked_at: string | null
          last_diagnostics: Json | null
          records: NonNullable<Json>
          status: string
          updated_at: string
          verification_token: string
          verified_at: string | null
        }
        Insert: {
          created_at?: string
          domain: string
          id?: string
          last_checked_at?: string | null
          last_diagnostics?: Json | null
          records?: NonNullable<Json>
          status?: string
          updated_at?: string
          verification_token: string
          verified_at?: string | null
        }
        Update: {
          created_at?: string
          domain?: string
          id?: string
          last_checked_at?: string | null
          last_diagnostics?: Json | null
          records?: NonNullable<Json>
          status?: string
          updated_at?: string
          verification_token?: string
          verified_at?: string | null
        }
        Relationships: []
      }
      mail_outbox: {
        Row: {
          attempts: number
          claimed_until: string | null
          created_at: string
          id: string
          kind: string
          last_error: string | null
          message: Json | null
          next_attempt_at: string
          recipient: string
          ref_id: string
          sent_at: string | null
        }
        Insert: {
          attempts?: number
          claimed_until?: string | null
          created_at?: string
          id?: string
          kind: string
          last_error?: string | null
          message?: Json | null
          next_attempt_at?: string
          recipient: string
          ref_id: string
          sent_at?: string | null
        }
        Update: {
          attempts?: number
          claimed_until?: string | null
          created_at?: string
          id?: string
          kind?: string
          last_error?: string | null
          message?: Json | null
          next_attempt_at?: string
          recipient?: string
          ref_id?: string
          sent_at?: string | null
        }
        Relationships: []
      }
      manifesto_downloads: {
        Row: {
          created_at: string
          email: string
          email_sent_at: string | null
          empresa: string | null
          handled_at: string | null
          id: string
          nombre: string
          puesto: string | null
        }
        Insert: {
          created_at?: string
          email: string
          email_sent_at?: string | null
          empresa?: string | null
          handled_at?: string | null
          id?: string
          nombre: string
          puesto?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          email_sent_at?: string | null
          empresa?: string | null
          handled_at?: string | null
          id?: string
          nombre?: string
          puesto?: string | null
        }
        Relationships: []
      }
      music_downloads: {
        Row: {
          created_at: string
          email: string
          email_sent_at: string | null
          empresa: string | null
          handled_at: string | null
          id: string
          nombre: string
        }
        Insert: {
          created_at?: string
          email: string
          email_sent_at?: string | null
          empresa?: string | null
          handled_at?: string | null
          id?: string
          nombre: string
        }
        Update: {
          created_at?: string
          email?: string
          email_sent_at?: string | null
          empresa?: string | null
          handled_at?: string | null
          id?: string
          nombre?: string
        }
        Relationships: []
      }
      order_items: {
        Row: {
          created_at: string
          id: string
          line_total_cents: number | null
          order_id: string
          product_id: string | null
          product_title: string
          quantity: number
          unit_price_cents: number
          variant_id: string | null
          variant_name: string | null
        }
        Insert: {
          created_at?: string
          id?: string
          line_total_cents?: never
          order_id: string
          product_id?: string | null
          product_title: string
          quantity: number
          unit_price_cents: number
          variant_id?: string | null
          variant_name?: string | null
        }
        Update: {
          created_at?: string
          id?: string
          line_total_cents?: never
          order_id?: string
          product_id?: string | null
          product_title?: string
          quantity?: number
          unit_price_cents?: number
          variant_id?: string | null
          variant_name?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "order_items_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_items_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_items_variant_id_fkey"
            columns: ["variant_id"]
            isOneToOne: false
            referencedRelation: "product_variants"
            referencedColumns: ["id"]
          },
        ]
      }
      orders: {
        Row: {
          canceled_at: string | null
          confirmation_email_sent_at: string | null
          created_at: string
          currency: string
          email: string
          failure_reason: string | null
          id: string
          number: number
          paid_at: string | null
          payment_intent_id: string | null
          payment_provider: string
          payment_session_id: string | null
          reference: string | null
          shipping_cents: number
          status: Database["public"]["Enums"]["order_status"]
          stock_held_until: string | null
          subtotal_cents: number
          total_cents: number | null
          updated_at: string
          user_id: string | null
        }
        Insert: {
          canceled_at?: string | null
          confirmation_email_sent_at?: string | null
          created_at?: string
          currency?: string
          email: string
          failure_reason?: string | null
          id?: string
          number?: number
          paid_at?: string | null
          payment_intent_id?: string | null
          payment_provider: string
          payment_session_id?: string | null
          reference?: never
          shipping_cents?: number
          status?: Database["public"]["Enums"]["order_status"]
          stock_held_until?: string | null
          subtotal_cents: number
          total_cents?: never
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          canceled_at?: string | null
          confirmation_email_sent_at?: string | null
          created_at?: string
          currency?: string
          email?: string
          failure_reason?: string | null
          id?: string
          number?: number
          paid_at?: string | null
          payment_intent_id?: string | null
          payment_provider?: string
          payment_session_id?: string | null
          reference?: never
          shipping_cents?: number
          status?: Database["public"]["Enums"]["order_status"]
          stock_held_until?: string | null
          subtotal_cents?: number
          total_cents?: never
          updated_at?: string
          user_id?: string | null
        }
        Relationships: []
      }
      press_contacts: {
        Row: {
          created_at: string
          email: string
          handled_at: string | null
          id: string
          medio: string
          mensaje: string
          nombre: string
          notified_at: string | null
          telefono: string | null
          tipo_solicitud: string
        }
        Insert: {
          created_at?: string
          email: string
          handled_at?: string | null
          id?: string
          medio: string
          mensaje: string
          nombre: string
          notified_at?: string | null
          telefono?: string | null
          tipo_solicitud: string
        }
        Update: {
          created_at?: string
          email?: string
          handled_at?: string | null
          id?: string
          medio?: string
          mensaje?: string
          nombre?: string
          notified_at?: string | null
          telefono?: string | null
          tipo_solicitud?: string
        }
        Relationships: []
      }
      press_resources: {
        Row: {
          category: string
          created_at: string
          description: string | null
          dimensions: string | null
          file_format: string | null
          file_path: string
          file_size: number | null
          file_type: string
          id: string
          is_featured: boolean
          title: string
          updated_at: string
        }
        Insert: {
          category: string
          created_at?: string
          description?: string | null
          dimensions?: string | null
          file_format?: string | null
          file_path: string
          file_size?: number | null
          file_type: string
          id?: string
          is_featured?: boolean
          title: string
          updated_at?: string
        }
        Update: {
          category?: string
          created_at?: string
          description?: string | null
          dimensions?: string | null
          file_format?: string | null
          file_path?: string
          file_size?: number | null
          file_type?: string
          id?: string
          is_featured?: boolean
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      product_sheet_requests: {
        Row: {
          created_at: string
          email: string
          email_sent_at: string | null
          empresa: string | null
          formato_producto: string
          handled_at: string | null
          id: string
          necesidades_especificas: string | null
          nombre: string
          puesto: string
          tamano_equipo: string
          telefono: string
        }
        Insert: {
          created_at?: string
          email: string
          email_sent_at?: string | null
          empresa?: string | null
          formato_producto: string
          handled_at?: string | null
          id?: string
          necesidades_especificas?: string | null
          nombre: string
          puesto: string
          tamano_equipo: string
          telefono: string
        }
        Update: {
          created_at?: string
          email?: string
          email_sent_at?: string | null
          empresa?: string | null
          formato_producto?: string
          handled_at?: string | null
          id?: string
          necesidades_especificas?: string | null
          nombre?: string
          puesto?: string
          tamano_equipo?: string
          telefono?: string
        }
        Relationships: []
      }
      product_variants: {
        Row: {
          attributes: NonNullable<Json>
          created_at: string
          id: string
          is_active: boolean
          is_default: boolean
          location_image_url: string | null
          price_adjustment: number
          product_id: string
          stock: number
          updated_at: string
          variant_name: string
        }
        Insert: {
          attributes?: NonNullable<Json>
          created_at?: string
          id?: string
          is_active?: boolean
          is_default?: boolean
          location_image_url?: string | null
          price_adjustment?: number
          product_id: string
          stock?: number
          updated_at?: string
          variant_name: string
        }
        Update: {
          attributes?: NonNullable<Json>
          created_at?: string
          id?: string
          is_active?: boolean
          is_default?: boolean
          location_image_url?: string | null
          price_adjustment?: number
          product_id?: string
          stock?: number
          updated_at?: string
          variant_name?: string
        }
        Relationships: [
          {
            foreignKeyName: "product_variants_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
      products: {
        Row: {
          additional_details: NonNullable<Json>
          category: string
          created_at: string
          description: string | null
          event_dates: string | null
          event_name: string | null
          event_type: string | null
          has_variants: boolean
          id: string
          image_url: string | null
          is_active: boolean
          price: number
          shipping_cost: number
          sort_order: number
          stock: number
          subcategory: string | null
          title: string
          updated_at: string
        }
        Insert: {
          additional_details?: NonNullable<Json>
          category: string
          created_at?: string
          description?: string | null
          event_dates?: string | null
          event_name?: string | null
          event_type?: string | null
          has_variants?: boolean
          id?: string
          image_url?: string | null
          is_active?: boolean
          price: number
          shipping_cost?: number
          sort_order?: number
          stock?: number
          subcategory?: string | null
          title: string
          updated_at?: string
        }
        Update: {
          additional_details?: NonNullable<Json>
          category?: string
          created_at?: string
          description?: string | null
          event_dates?: string | null
          event_name?: string | null
          event_type?: string | null
          has_variants?: boolean
          id?: string
          image_url?: string | null
          is_active?: boolean
          price?: number
          shipping_cost?: number
          sort_order?: number
          stock?: number
          subcategory?: string | null
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      profiles: {
        Row: {
          apellidos: string | null
          created_at: string
          nombre: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          apellidos?: string | null
          created_at?: string
          nombre?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          apellidos?: string | null
          created_at?: string
          nombre?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      security_events: {
        Row: {
          created_at: string
          description: string
          event_type: string
          id: string
          ip_address: string | null
          metadata: NonNullable<Json>
          severity: string
          source: string
          user_agent: string | null
        }
        Insert: {
          created_at?: string
          description: string
          event_type: string
          id?: string
          ip_address?: string | null
          metadata?: NonNullable<Json>
          severity: string
          source?: string
          user_agent?: string | null
        }
        Update: {
          created_at?: string
          description?: string
          event_type?: string
          id?: string
          ip_address?: string | null
          metadata?: NonNullable<Json>
          severity?: string
          source?: string
          user_agent?: string | null
        }
        Relationships: []
      }
      site_images: {
        Row: {
          alt: string
          height: number
          image_url: string
          slot: string
          updated_at: string
          updated_by: string | null
          width: number
        }
        Insert: {
          alt: string
          height: number
          image_url: string
          slot: string
          updated_at?: string
          updated_by?: string | null
          width: number
        }
        Update: {
          alt?: string
          height?: number
          image_url?: string
          slot?: string
          updated_at?: string
          updated_by?: string | null
          width?: number
        }
        Relationships: []
      }
      song_ratings: {
        Row: {
          created_at: string
          id: string
          rating: number
          song_id: string
          updated_at: string
          user_session: string
        }
        Insert: {
          created_at?: string
          id?: string
          rating: number
          song_id: string
          updated_at?: string
          user_session: string
        }
        Update: {
          created_at?: string
          id?: string
          rating?: number
          song_id?: string
          updated_at?: string
          user_session?: string
        }
        Relationships: [
          {
            foreignKeyName: "song_ratings_song_id_fkey"
            columns: ["song_id"]
            isOneToOne: false
            referencedRelation: "songs"
            referencedColumns: ["id"]
          },
        ]
      }
      songs: {
        Row: {
          autor: string
          created_at: string
          duration: string
          filename: string
          genre: string
          id: string
          subgenre: string | null
          title: string
          updated_at: string
        }
        Insert: {
          autor: string
          created_at?: string
          duration: string
          filename: string
          genre: string
          id?: string
          subgenre?: string | null
          title: string
          updated_at?: string
        }
        Update: {
          autor?: string
          created_at?: string
          duration?: string
          filename?: string
          genre?: string
          id?: string
          subgenre?: string | null
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      top10_playlist: {
        Row: {
          created_at: string
          created_by: string | null
          id: string
          position: number
          song_id: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: string
          position: number
          song_id: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: string
          position?: number
          song_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "top10_playlist_song_id_fkey"
            columns: ["song_id"]
            isOneToOne: true
            referencedRelation: "songs"
            referencedColumns: ["id"]
          },
        ]
      }
      top10_weekly_history: {
        Row: {
          created_at: string
          created_by: string | null
          description: string | null
          id: string
          songs: NonNullable<Json>
          title: string
          updated_at: string
          week_end_date: string
          week_number: number
          week_start_date: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          songs?: NonNullable<Json>
          title: string
          updated_at?: string
          week_end_date: string
          week_number: number
          week_start_date: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          songs?: NonNullable<Json>
          title?: string
          updated_at?: string
          week_end_date?: string
          week_number?: number
          week_start_date?: string
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          role?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      web_vitals: {
        Row: {
          connection: string | null
          created_at: string
          device: string
          id: string
          metric: string
          release: string
          remote: string
          route: string
          value: number
        }
        Insert: {
          connection?: string | null
          created_at?: string
          device: string
          id?: string
          metric: string
          release: string
          remote: string
          route: string
          value: number
        }
        Update: {
          connection?: string | null
          created_at?: string
          device?: string
          id?: string
          metric?: string
          release?: string
          remote?: string
          route?: string
          value?: number
        }
        Relationships: []
      }
    }
    Views: {
      admin_inbox: {
        Row: {
          created_at: string | null
          detalle: string | null
          email: string | null
          empresa: string | null
          handled_at: string | null
          id: string | null
          kind: string | null
          mensaje: string | null
          nombre: string | null
          received_on: string | null
          telefono: string | null
        }
        Relationships: []
      }
      song_ratings_aggregated: {
        Row: {
          average_rating: number | null
          song_id: string | null
          total_ratings: number | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_activity_series: { Args: { p_until?: string }; Returns: Json }
      admin_add_top10_song: { Args: { p_song_id: string }; Returns: number }
      admin_blog_posts: {
        Args: Record<PropertyKey, never>
        Returns: {
          content: string
          created_at: string
          created_by: string | null
          excerpt: string | null
          featured_image: string | null
          id: string
          images: string[]
          published: boolean
          published_at: string | null
          slug: string
          tags: string[]
          title: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "blog_posts"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      admin_dashboard: { Args: Record<PropertyKey, never>; Returns: Json }
      admin_remove_top10_song: {
        Args: { p_song_id: string }
        Returns: undefined
      }
      admin_replace_top10: {
        Args: { p_song_ids: string[] }
        Returns: undefined
      }
      admin_save_product: {
        Args: { p_product: Json; p_variants?: Json }
        Returns: string
      }
      admin_security_event_counts: {
        Args: { p_since?: string }
        Returns: {
          event_type: string
          events: number
          severity: string
        }[]
      }
      admin_snapshot_top10_week: {
        Args: { p_day?: string; p_description?: string; p_title: string }
        Returns: {
          created_at: string
          created_by: string | null
          description: string | null
          id: string
          songs: NonNullable<Json>
          title: string
          updated_at: string
          week_end_date: string
          week_number: number
          week_start_date: string
        }
        SetofOptions: {
          from: "*"
          to: "top10_weekly_history"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_unsent_mails: {
        Args: { p_minutes?: number }
        Returns: {
          attempts: number
          created_at: string
          id: string
          kind: string
          last_error: string
          next_attempt_at: string
          recipient: string
          ref_id: string
        }[]
      }
      admin_web_vitals_daily: {
        Args: { p_days: number }
        Returns: {
          day: string
          device: string
          metric: string
          p75: number
          release: string
          remote: string
          route: string
          samples: number
        }[]
      }
      admin_web_vitals_p75: {
        Args: { p_days: number }
        Returns: {
          device: string
          metric: string
          p75: number
          release: string
          remote: string
          route: string
          samples: number
        }[]
      }
      admin_web_vitals_releases: {
        Args: { p_days: number }
        Returns: {
          first_seen: string
          release: string
          remote: string
        }[]
      }
      cancel_order_payment: {
        Args: { p_payment_session_id: string }
        Returns: {
          canceled_at: string | null
          confirmation_email_sent_at: string | null
          created_at: string
          currency: string
          email: string
          failure_reason: string | null
          id: string
          number: number
          paid_at: string | null
          payment_intent_id: string | null
          payment_provider: string
          payment_session_id: string | null
          reference: string | null
          shipping_cents: number
          status: Database["public"]["Enums"]["order_status"]
          stock_held_until: string | null
          subtotal_cents: number
          total_cents: number | null
          updated_at: string
          user_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      claim_outbox_mails: {
        Args: { p_id?: string; p_lease_seconds?: number; p_limit?: number }
        Returns: {
          attempts: number
          claimed_until: string | null
          created_at: string
          id: string
          kind: string
          last_error: string | null
          message: Json | null
          next_attempt_at: string
          recipient: string
          ref_id: string
          sent_at: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "mail_outbox"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      confirm_order_payment: {
        Args: { p_payment_intent_id?: string; p_payment_session_id: string }
        Returns: {
          canceled_at: string | null
          confirmation_email_sent_at: string | null
          created_at: string
          currency: string
          email: string
          failure_reason: string | null
          id: string
          number: number
          paid_at: string | null
          payment_intent_id: string | null
          payment_provider: string
          payment_session_id: string | null
          reference: string | null
          shipping_cents: number
          status: Database["public"]["Enums"]["order_status"]
          stock_held_until: string | null
          subtotal_cents: number
          total_cents: number | null
          updated_at: string
          user_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      create_pending_order: {
        Args: {
          p_email: string
          p_hold_until?: string
          p_items: Json
          p_max_total_cents?: number
          p_min_total_cents?: number
          p_payment_provider: string
          p_payment_session_id?: string
          p_user_id: string
        }
        Returns: Json
      }
      finish_outbox_mail: {
        Args: { p_error?: string; p_id: string }
        Returns: undefined
      }
      get_blog_post_body: {
        Args: { p_email: string; p_slug: string }
        Returns: {
          content: string
          images: string[]
        }[]
      }
      grant_admin_by_email: { Args: { p_email: string }; Returns: string }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      register_site_releases: { Args: { p_releases: Json }; Returns: number }
      report_web_vitals: { Args: { "": string }; Returns: undefined }
      request_user_session: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      song_rating_summary: {
        Args: Record<PropertyKey, never>
        Returns: {
          average_rating: number
          song_id: string
          total_ratings: number
        }[]
      }
      take_rate_limit: {
        Args: {
          bucket: string
          client: string
          hits?: number
          max_hits: number
          window_seconds: number
        }
        Returns: undefined
      }
      verify_blog_subscription: { Args: { p_email: string }; Returns: boolean }
    }
    Enums: {
      order_status: "pending" | "paid" | "canceled" | "failed"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      order_status: ["pending", "paid", "canceled", "failed"],
    },
  },
} as const
