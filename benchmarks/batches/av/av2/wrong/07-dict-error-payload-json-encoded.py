# Breaks: '"content" saying what failed ... holding its message as it is, str(exc) (or
# exc.args[0] if a str)' -- an exception carrying one non-string payload (a dict, a list) is
# written as JSON instead. Input: call_tool raising ValueError({"code": 404, "message": "no user"}):
# the content holds '{"code": 404, "message": "no user"}', not str(exc) "{'code': 404, ...}".
import json


def _message(exc):
    detail = exc.args[0] if len(exc.args) == 1 else str(exc)
    if not isinstance(detail, str):
        detail = json.dumps(detail, default=str)  # structured errors (API bodies) as JSON
    return detail


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {_message(exc)}"})
    return {"role": "user", "content": results}
