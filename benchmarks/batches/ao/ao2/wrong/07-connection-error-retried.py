# Breaks "with call_tool ... called once per block": a ConnectionError gets one retry, so a
# call_tool raising ConnectionError("connection reset") is called twice for the same block
# (the error result then says what the second try said).
def _failed(block, exc):
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
            "content": f"the call failed with {type(exc).__name__}: {exc}"}


def answer_turn(call_tool, content):
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except ConnectionError:
            try:  # network blips are worth one more try
                answers.append(call_tool(block))
            except Exception as exc:
                answers.append(_failed(block, exc))
        except Exception as exc:
            answers.append(_failed(block, exc))
    return {"role": "user", "content": answers}
