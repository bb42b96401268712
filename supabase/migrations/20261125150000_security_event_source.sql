-- Who wrote a security event. The browser's monitor reaches the table only through
-- security-event-logger, which marks its rows 'client' and accepts only the monitor's seven types;
-- server functions (admin-bootstrap, payments) write 'server' rows. Decisions such as the bootstrap
-- lock-out count server rows only, so nothing a visitor sends can lock the bootstrap or fake a
-- success in the log.

alter table public.security_events
  add column source text not null default 'server' check (source in ('client', 'server'));

-- Defence in depth beside the logger's own list: a client row is one of the monitor's types.
alter table public.security_events
  add constraint security_events_client_types check (
    source = 'server'
    or event_type in (
      'MONITORING_STARTED', 'FAILED_REQUEST', 'NETWORK_ERROR', 'RATE_LIMIT_EXCEEDED',
      'POTENTIAL_XSS', 'PAGE_HIDDEN', 'SUSPICIOUS_ACTIVITY_DETECTED'
    )
  );

comment on column public.security_events.source is
  '''client'': reported by the browser monitor through security-event-logger; ''server'': written by a server function.';

create index security_events_source_type_created_at_idx on public.security_events (source, event_type, created_at desc);
