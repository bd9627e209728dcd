# Breaks 'a non-blank str "content" saying what failed': a message of several lines is sent
# as a list of text blocks, so a call_tool raising ValueError("bad input:\n  user_id missing")
# is answered with content [{"type": "text", ...}, ...] instead of one string.
def _error(block, exc):
    text = f"the call failed with {type(exc).__name__}: {exc}"
    lines = text.splitlines()
    content = text if len(lines) < 2 else [{"type": "text", "text": line} for line in lines]
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": content}


def answer_turn(call_tool, content):
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            answers.append(_error(block, exc))
    return {"role": "user", "content": answers}
