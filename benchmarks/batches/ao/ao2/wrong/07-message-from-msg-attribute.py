# Breaks "holding its message as it is, str(exc) (or exc.args[0] if a str)": an exception's
# .msg is preferred, so for json.JSONDecodeError("Expecting value", "not json", 0) the content
# holds "Expecting value" but not "Expecting value: line 1 column 1 (char 0)".
def _message(exc):
    short = getattr(exc, "msg", None)  # JSON and syntax errors keep the plain text in .msg
    return short if isinstance(short, str) and short else str(exc)


def answer_turn(call_tool, content):
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            answers.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {_message(exc)}"})
    return {"role": "user", "content": answers}
