# Right: timestamp = naive-UTC isoformat with 6 fraction digits + "Z" (Z and .000000 are allowed; the year stays
# 4 digits). ensure_ascii=False keeps non-ASCII raw, but json still escapes quotes, backslashes and every char
# below U+0020 (no raw \n or \r); U+2028/U+0085/lone surrogates stay raw (allowed, nothing encoded, no raise).
# Values are the outcome's own, unchanged; denial fields whatever the status; is_error a real bool.
import json

_NOTHING = None


def audit_line(outcome):
    stamp = outcome.timestamp.replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"
    denial = outcome.denial
    line = {}
    line["timestamp"] = stamp
    line["session_id"] = outcome.context.session_id
    line["user_id"] = outcome.context.user_id
    line["tool_use_id"] = outcome.tool_use_id
    line["tool_name"] = outcome.tool_name
    line["input_sent"] = outcome.sent_input
    line["input_received"] = outcome.received_input
    line["output"] = _NOTHING if outcome.result is None else outcome.result.get("content")
    line["is_error"] = not (outcome.status == "ok")
    line["denied_by"] = getattr(denial, "hook_name", _NOTHING)
    line["deny_reason"] = _NOTHING if denial is None else denial.deny.reason
    return "%s\n" % json.dumps(line, ensure_ascii=False, indent=None)
