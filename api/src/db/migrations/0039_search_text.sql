-- A search's words match a place's name whatever the accents and apostrophes: OpenStreetMap
-- names are written as the place writes them ("Giordano’s", "Nápoles", "Café"), visitors
-- type "giordanos", "Giordano's" or "napoles". Both sides of the match go through this
-- function: letters lowered (ilike lowers only what the database's locale knows, so the
-- accented capitals are listed too), accents dropped, apostrophes of every kind removed.
-- translate() deletes the characters of its second argument that have no counterpart in the
-- third: the apostrophes, listed last.
create function catalog_search_text(value text) returns text
language sql immutable parallel safe as $$
  select translate(lower(value),
    'áàâäãåāăąÁÀÂÄÃÅĀĂĄéèêëēĕėęěÉÈÊËĒĔĖĘĚíìîïīĭįıÍÌÎÏĪĬĮİóòôöõøōŏőÓÒÔÖÕØŌŎŐúùûüūŭůűųÚÙÛÜŪŬŮŰŲñńňÑŃŇçćčÇĆČýÿÝŸšśşŠŚŞžźżŽŹŻłŁđĐ''’‘ʼ`´′',
    'aaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeiiiiiiiiiiiiiiiioooooooooooooooooouuuuuuuuuuuuuuuuuunnnnnnccccccyyyysssssszzzzzzlldd')
$$;
