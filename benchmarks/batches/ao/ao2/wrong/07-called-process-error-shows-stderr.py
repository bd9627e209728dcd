# Breaks "holding its message as it is, str(exc) (or exc.args[0] if a str)": for a failed
# command the content shows the process's stderr instead, so
# subprocess.CalledProcessError(2, ["grep", "x"], stderr="grep: x: No such file") loses str(exc).
def _detail(exc):
    for attribute in ("stderr", "output"):
        value = getattr(exc, attribute, None)
        if isinstance(value, bytes):
            value = value.decode(errors="replace")
        if isinstance(value, str) and value.strip():
            return value  # what the command itself printed says more than the wrapper
    return str(exc)


def answer_turn(call_tool, content):
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            answers.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {_detail(exc)}"})
    return {"role": "user", "content": answers}
