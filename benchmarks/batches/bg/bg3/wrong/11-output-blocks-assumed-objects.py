# Breaks: "`output` (outcome.result["content"] as it is ...)" and "never raise". A list content is
# copied block by block with dict(block), assuming every item is a content block object; a list
# whose items are strings makes dict() raise. Input: an ok outcome whose content is ["line 1",
# "line 2"] (frozen to a tuple): audit_line raises ValueError instead of writing the list.
import json


def _plain(content):
    if isinstance(content, (list, tuple)):
        return [dict(block) for block in content]  # content blocks: {"type": ..., ...}
    return content


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else _plain(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
