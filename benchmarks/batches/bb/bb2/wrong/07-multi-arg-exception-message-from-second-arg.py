# Breaks: the failure content must hold "its message as it is, str(exc) (or exc.args[0] if a
# str)". With two or more args the second is taken for the message, OSError-style (code, text):
# ValueError("amount", "must be positive") -> "ValueError: must be positive"; neither
# "('amount', 'must be positive')" nor "amount" is in it.


def _failure_text(exc):
    args = exc.args
    if len(args) >= 2 and isinstance(args[1], str):
        message = args[1]  # (code, message), as OSError and many client libraries do
    else:
        message = str(exc)
    return f"{type(exc).__name__}: {message}" if message.strip() else type(exc).__name__


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": _failure_text(exc)})
    return {"role": "user", "content": results}
