-- The admin panel saves a product and its variants in one call, so a failure half-way (a variant
-- refused by a check, a lost connection) never leaves a product without the variants it was saved
-- with. Security invoker: the catalogue's policies decide, exactly as for direct writes.

create function public.admin_save_product(p_product jsonb, p_variants jsonb default '[]'::jsonb)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid := nullif(p_product ->> 'id', '')::uuid;
  v_row public.products := jsonb_populate_record(null::public.products, p_product);
  v_variant jsonb;
  v_variant_row public.product_variants;
  v_has_variants boolean;
begin
  if not public.is_admin() then
    raise exception 'Solo un administrador puede guardar productos.' using errcode = '42501';
  end if;
  if jsonb_typeof(p_variants) is distinct from 'array' then
    raise exception 'Las variantes deben ser una lista.' using errcode = '22023';
  end if;
  v_has_variants := jsonb_array_length(p_variants) > 0;

  if v_id is null then
    insert into public.products (title, description, image_url, price, category, subcategory, event_name, event_type, event_dates,
      additional_details, shipping_cost, has_variants, is_active, sort_order, stock)
    values (v_row.title, v_row.description, v_row.image_url, v_row.price, v_row.category, v_row.subcategory, v_row.event_name, v_row.event_type,
      v_row.event_dates, coalesce(v_row.additional_details, '{}'::jsonb), coalesce(v_row.shipping_cost, 0), v_has_variants,
      coalesce(v_row.is_active, true), coalesce(v_row.sort_order, 0), coalesce(v_row.stock, 0))
    returning id into v_id;
  else
    update public.products set
      title = v_row.title, description = v_row.description, image_url = v_row.image_url, price = v_row.price, category = v_row.category,
      subcategory = v_row.subcategory, event_name = v_row.event_name, event_type = v_row.event_type,
      event_dates = v_row.event_dates, additional_details = coalesce(v_row.additional_details, '{}'::jsonb),
      shipping_cost = coalesce(v_row.shipping_cost, 0), has_variants = v_has_variants,
      is_active = coalesce(v_row.is_active, true), sort_order = coalesce(v_row.sort_order, 0),
      stock = coalesce(v_row.stock, 0)
    where id = v_id;
    if not found then
      raise exception 'Producto no encontrado.' using errcode = 'P0002';
    end if;
  end if;

  -- Variants left out of the list are removed; the default flag is cleared first so that moving it
  -- from one variant to another never trips the one-default-per-product index half-way.
  delete from public.product_variants v
  where v.product_id = v_id
    and v.id not in (
      select (item ->> 'id')::uuid from jsonb_array_elements(p_variants) item where nullif(item ->> 'id', '') is not null
    );
  update public.product_variants set is_default = false where product_id = v_id and is_default;

  for v_variant in select item from jsonb_array_elements(p_variants) item loop
    v_variant_row := jsonb_populate_record(null::public.product_variants, v_variant);
    if nullif(v_variant ->> 'id', '') is null then
      insert into public.product_variants (product_id, variant_name, attributes, price_adjustment, stock, is_active, is_default, location_image_url)
      values (v_id, v_variant_row.variant_name, coalesce(v_variant_row.attributes, '{}'::jsonb), coalesce(v_variant_row.price_adjustment, 0),
        coalesce(v_variant_row.stock, 0), coalesce(v_variant_row.is_active, true), coalesce(v_variant_row.is_default, false),
        v_variant_row.location_image_url);
    else
      update public.product_variants set
        variant_name = v_variant_row.variant_name, attributes = coalesce(v_variant_row.attributes, '{}'::jsonb),
        price_adjustment = coalesce(v_variant_row.price_adjustment, 0), stock = coalesce(v_variant_row.stock, 0),
        is_active = coalesce(v_variant_row.is_active, true), is_default = coalesce(v_variant_row.is_default, false),
        location_image_url = v_variant_row.location_image_url
      where id = v_variant_row.id and product_id = v_id;
      if not found then
        raise exception 'La variante % no pertenece a este producto.', v_variant_row.id using errcode = 'P0002';
      end if;
    end if;
  end loop;

  return v_id;
end;
$$;
comment on function public.admin_save_product(jsonb, jsonb) is
  'Admin panel: creates (no id) or updates a product and replaces its variants, all or nothing. RLS applies (invoker).';
revoke execute on function public.admin_save_product(jsonb, jsonb) from public, anon;
grant execute on function public.admin_save_product(jsonb, jsonb) to authenticated;
