# Wrong: breaks "holding its message as it is, `str(exc)` ..., not stripped or escaped":
# a message that is a JSON document (an HTTP API's error body) is re-indented to be easier
# to read, so call_tool raising RuntimeError('{"error": {"type": "rate_limit"}}') gives the
# JSON spread over several lines instead of the message as it was.
import json


def _readable(message):
    try:
        return json.dumps(json.loads(message), indent=2)
    except ValueError:
        return message


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
                            "content": f"{type(exc).__name__}: {_readable(str(exc))}"})
    return {"role": "user", "content": results}
