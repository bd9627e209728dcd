# Breaks: "holding its message as it is, `str(exc)` ..., whatever its shape ..., not stripped or
# escaped". The error text goes through textwrap.fill, which breaks long lines and turns tabs and
# newlines into spaces. Input: call_tool raising ValueError("amount " + "9" * 120 + " is over the
# limit") -> the content holds the message with line breaks inserted.
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
            text = f"the call failed with {type(exc).__name__}: {exc}"
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": textwrap.fill(text, width=100)})  # readable for the model
    return {"role": "user", "content": results}
