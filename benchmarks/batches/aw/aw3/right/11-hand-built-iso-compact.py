# Right: timestamp = date().isoformat() + "T" + time().isoformat() + "Z" (4-digit year, fraction
# only when microseconds are non-zero, offset Z: outcome.timestamp is already UTC); ids and names
# straight from outcome.context / outcome; both inputs and output (or null for no result) passed
# through untouched; is_error is status != "ok"; denial fields read off outcome.denial whatever the
# status. json.dumps(ensure_ascii=False) escapes quotes, backslashes, \n, \r and every C0 control,
# leaves lone surrogates as str (never raises), and exactly one "\n" is appended.
import json


def _stamp(moment):
    return moment.date().isoformat() + "T" + moment.time().isoformat() + "Z"


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    fields = (
        ("timestamp", _stamp(outcome.timestamp)),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", result.get("content") if result is not None else None),
        ("is_error", outcome.status != "ok"),
        ("denied_by", denial.hook_name if denial else None),
        ("deny_reason", denial.deny.reason if denial else None),
    )
    return json.dumps(dict(fields), ensure_ascii=False, separators=(",", ":")) + "\n"
