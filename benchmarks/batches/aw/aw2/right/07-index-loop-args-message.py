# Right: a while loop over indexes calls call_tool once per tool_use block, in order; an
# Exception's place holds an is_error result whose text is exc.args[0] when that is a str
# (allowed: "or exc.args[0] if a str"), else str(exc), after a fixed "Tool error" label so
# it is never blank and never starts with BLOCKED:. KeyboardInterrupt and friends pass.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    out = []
    i = 0
    while i < len(content):
        block = content[i]
        i += 1
        if block.get("type") == "tool_use":
            try:
                out.append(call_tool(block))
            except Exception as exc:
                first = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
                out.append({
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": "Tool error (" + type(exc).__qualname__ + "): " + first,
                })
    return dict(role="user", content=out)
