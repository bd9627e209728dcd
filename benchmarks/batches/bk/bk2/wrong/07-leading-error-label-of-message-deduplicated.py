# Wrong: the error content holds the exception's message "as it is, str(exc) ..., not stripped or
# escaped". A message that already starts with "Error:" loses that label so the text does not read
# "Tool error: Error: ...": call_tool raising RuntimeError("Error: disk full") is answered
# "Tool error: disk full", which no longer holds the message "Error: disk full".
def _describe(exc):
    message = str(exc)
    if message[:6].lower() == "error:":
        message = message[6:].lstrip()
    return "Tool error: " + (message or type(exc).__name__)


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            answers.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": _describe(exc),
            })
    return {"role": "user", "content": answers}
