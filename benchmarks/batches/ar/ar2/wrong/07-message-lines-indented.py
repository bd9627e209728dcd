# Breaks: "holding its message as it is, str(exc) ..., whatever its shape, not stripped or
# escaped". The message is indented under a heading with textwrap.indent, so a multi-line
# message is changed: RuntimeError("quota exceeded\nretry tomorrow") gives
# "Tool call failed:\n    quota exceeded\n    retry tomorrow".
import textwrap


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc) if str(exc).strip() else type(exc).__name__
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": "Tool call failed:\n" + textwrap.indent(message, "    ")})
    return {"role": "user", "content": results}
