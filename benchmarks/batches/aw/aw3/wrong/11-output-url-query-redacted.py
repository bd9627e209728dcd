# Breaks: "`output` (`outcome.result["content"]` as it is ... its characters as they are" (and "nothing masked").
# Signed URLs carry secrets in their query string, so the answer cuts every URL's query from a text
# output: content "report: https://files.example.com/r.pdf?X-Amz-Signature=abc" is written as
# "report: https://files.example.com/r.pdf?<redacted>". Outputs without a URL are untouched.
import json
import re

_URL_QUERY = re.compile(r"(https?://[^\s?#]+)\?[^\s#]*")


def _output(result):
    if result is None:
        return None
    content = result.get("content")
    if isinstance(content, str):
        return _URL_QUERY.sub(r"\1?<redacted>", content)
    return content


def audit_line(outcome):
    context, denial = outcome.context, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": _output(outcome.result),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
