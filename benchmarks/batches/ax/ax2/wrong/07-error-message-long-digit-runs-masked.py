# Breaks: "holding its message as it is, `str(exc)` ..., not stripped or escaped". Runs of six or
# more digits are masked (PII scrubbing). Input: call_tool raising ValueError("order 12345678 not
# found") gives "...: order ****** not found".
import re

_LONG_NUMBER = re.compile(r"\d{6,}")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    message_content = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            message_content.append(call_tool(block))
        except Exception as exc:
            text = _LONG_NUMBER.sub("******", str(exc))
            message_content.append({"type": "tool_result", "tool_use_id": block["id"],
                                    "is_error": True,
                                    "content": f"the call failed with {type(exc).__name__}: {text}"})
    return {"role": "user", "content": message_content}
