# Right: the error text is str(exc) itself when it holds anything but whitespace (so the
# message is there as is, even one starting with its own "BLOCKED:"), else repr(exc), which
# always names the class (never blank, never "BLOCKED:" of ours). Results go in a list built
# by index over content, untouched; only Exception is caught.


def answer_turn(call_tool, content):
    out = []
    i = 0
    while i < len(content):
        block = content[i]
        i += 1
        if block["type"] != "tool_use":
            continue
        try:
            out.append(call_tool(block))
        except Exception as exc:
            text = str(exc)
            if not text.strip():
                text = repr(exc)
            out.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
    return dict(role="user", content=out)
