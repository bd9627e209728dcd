# Right: a generator yields one answer per tool_use in order (the block itself is passed);
# failures become is_error results "... <Class>: <str(exc)>" (the class name alone when the
# message is empty; the label keeps the text non-blank); after the results one non-blank
# text block says how many calls were answered, which the Returns paragraph allows.
def _answers(call_tool, blocks):
    for block in blocks:
        if block["type"] != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            message = str(exc)
            text = f"{type(exc).__name__}: {message}" if message else type(exc).__name__
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"the tool call failed with {text}"}
        yield result


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = list(_answers(call_tool, content))
    note = {"type": "text", "text": f"{len(results)} tool call(s) answered above."}
    return {"role": "user", "content": [*results, note]}
