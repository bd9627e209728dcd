# Wrong: breaks "holding its message as it is, `str(exc)` ..., not stripped or escaped":
# query strings of URLs in the message are cut (they may hold tokens), so call_tool raising
# RuntimeError("404 Not Found for url: https://api.example.com/v1/users?id=u_999") gives
# "... https://api.example.com/v1/users?[redacted]".
import re

_QUERY = re.compile(r"(https?://[^\s?#]+)\?[^\s#]*")


def _clean(message):
    return _QUERY.sub(r"\1?[redacted]", message)


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
                            "content": f"{type(exc).__name__}: {_clean(str(exc))}"})
    return {"role": "user", "content": results}
