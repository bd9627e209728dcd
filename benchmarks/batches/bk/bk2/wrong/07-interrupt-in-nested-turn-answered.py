# Wrong: "Only an Exception is answered: a KeyboardInterrupt, SystemExit or asyncio.CancelledError
# propagates as it is", and call_tool "may itself call answer_turn (that turn is answered by the same
# rules)". In a nested turn every BaseException is answered "so the outer turn stays alive": a call_tool
# that runs answer_turn on a sub-turn whose tool raises KeyboardInterrupt gets an is_error result back.
_depth = 0


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    global _depth
    catch = BaseException if _depth > 0 else Exception
    _depth += 1
    try:
        answers = []
        for block in content:
            if block.get("type") != "tool_use":
                continue
            try:
                answers.append(call_tool(block))
            except catch as exc:
                answers.append({
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"Tool call failed ({type(exc).__name__}): {exc}",
                })
        return {"role": "user", "content": answers}
    finally:
        _depth -= 1
