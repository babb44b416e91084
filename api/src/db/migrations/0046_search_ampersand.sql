-- "Bob & Bill's" is found by "bob and bills", and "Bob and Bill's" by "bob & bills": names
-- write the ampersand and the word either way, and visitors type either. 0039's fold now also
-- writes every '&' as ' and ' and runs of spaces as one, on both sides of the match. The
-- stored folds (0040) are worked out again for the names the change touches.
create or replace function catalog_search_text(value text) returns text
language sql immutable parallel safe as $$
  select regexp_replace(replace(translate(lower(value),
    'áàâäãåāăąÁÀÂÄÃÅĀĂĄéèêëēĕėęěÉÈÊËĒĔĖĘĚíìîïīĭįıÍÌÎÏĪĬĮİóòôöõøōŏőÓÒÔÖÕØŌŎŐúùûüūŭůűųÚÙÛÜŪŬŮŰŲñńňÑŃŇçćčÇĆČýÿÝŸšśşŠŚŞžźżŽŹŻłŁđĐ''’‘ʼ`´′',
    'aaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeiiiiiiiiiiiiiiiioooooooooooooooooouuuuuuuuuuuuuuuuuunnnnnnccccccyyyysssssszzzzzzlldd'),
    '&', ' and '), '\s+', ' ', 'g')
$$;

-- A stored generated column is worked out again when its row is written.
update catalog_restaurants set name = name where name ~ '&|\s\s';
