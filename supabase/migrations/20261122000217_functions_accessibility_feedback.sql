-- Barrier reports from the Barrierefreiheitserklärung (BFSG, issue 31; docs/booking-rules.md "Accessibility
-- feedback"): anyone may report a barrier; the report is stored for the academy and mailed to the academy only.
-- Nothing goes to the typed address (anyone could have typed it, issue 28). The table `accessibility_feedback`, its
-- indexes and policies are created by the accessibility feedback migration (…_accessibility_feedback.sql), after
-- this one: PL/pgSQL resolves the table when the function runs.
-- Mirrored by mocks/app/rpc/accessibilityFeedback.ts.

-- Stores one barrier report and mails it to the academy. Limits against flooding (fixed, docs/booking-rules.md):
-- at most 3 reports per e-mail address and 30 in total per hour; a lock makes simultaneous reports count one by one.
create function public.submit_accessibility_feedback(
  _message text, _email text default null, _name text default null, _page text default null
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  _text text := private.trimmed(_message);
  _address text := lower(private.trimmed(_email));
  _key text := private.mail_recipient_key(lower(private.trimmed(_email)));
  _id uuid;
  _created timestamptz;
begin
  if _text is null then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'message', 'reason', 'required'));
  end if;
  perform private.check_length(_text, 4000, jsonb_build_object('field', 'message'));
  perform private.check_length(private.trimmed(_name), 100, jsonb_build_object('field', 'name'));
  perform private.check_length(private.trimmed(_page), 200, jsonb_build_object('field', 'page'));
  perform private.check_length(_address, 254, jsonb_build_object('field', 'email'));
  if _address is not null and not private.is_valid_email(_address) then
    perform private.raise_error('INVALID_INPUT', jsonb_build_object('field', 'email', 'reason', 'invalid'));
  end if;

  perform pg_advisory_xact_lock(hashtext('accessibility_feedback'));
  if (select count(*) from public.accessibility_feedback where created_at > now() - interval '1 hour') >= 30
     or (_key is not null and (select count(*) from public.accessibility_feedback
                               where email_key = _key and created_at > now() - interval '1 hour') >= 3) then
    perform private.raise_error('ACCESSIBILITY_FEEDBACK_LIMIT');
  end if;

  insert into public.accessibility_feedback (message, name, email, page, email_key, user_id)
  values (_text, private.trimmed(_name), _address, private.trimmed(_page), _key, auth.uid())
  returning id, created_at into _id, _created;

  -- To the academy only; the mail renderer escapes every typed text (docs/mail.md).
  perform private.enqueue_mail('accessibility_feedback_academy', private.mail_academy() ->> 'email',
    jsonb_build_object('academy', private.mail_academy(), 'feedback', jsonb_build_object(
      'message', _text, 'name', private.trimmed(_name), 'email', _address, 'page', private.trimmed(_page),
      'received_at', _created)),
    'accessibility_feedback_academy:' || _id);
  return jsonb_build_object('received', true);
end;
$$;
