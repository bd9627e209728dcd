# Right: walks content by index without changing it; each "tool_use" block gets one call in order,
# its result copied with {**r}. An Exception gives {"type": "tool_result", "tool_use_id": block["id"],
# "is_error": True} and the content "Error while running the tool (<class>)" plus ": " + str(exc)
# as it is when not empty; other BaseExceptions propagate and stop the turn; no shared state.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    index = 0
    while index < len(content):
        block = content[index]
        index += 1
        if block.get("type") != "tool_use":
            continue
        try:
            returned = call_tool(block)
        except Exception as error:
            pieces = ["Error while running the tool (", type(error).__name__, ")"]
            said = str(error)
            if said:
                pieces += [": ", said]
            answers.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": "".join(pieces)})
        else:
            answers.append({**returned})
    return {"role": "user", "content": answers}
