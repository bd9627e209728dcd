# Wrong: "When call_tool raises an Exception (any class ...), its place holds a dict ... and the blocks
# after it still run". The handler first tags the exception (exc.tool_use_id = ...) for the logs; an
# exception that refuses attributes, e.g. an instance of @dataclass(frozen=True) class Frozen(Exception):
# code: int, makes the tagging raise FrozenInstanceError, which escapes answer_turn.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            exc.tool_use_id = block["id"]  # so whoever logs it knows which call failed
            answers.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"Tool call failed ({type(exc).__name__}): {exc}",
            })
    return {"role": "user", "content": answers}
