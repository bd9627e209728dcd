# Breaks: the failure content must hold "its message as it is, str(exc) ... when it has one".
# An exception carrying an int status_code (HTTP client errors) is reported by its code only:
# class BackendError(Exception) with status_code = 503, raised as BackendError("upstream
# overloaded") -> content "BackendError: HTTP 503 from the tool's backend".


def _failure_text(exc):
    status = getattr(exc, "status_code", None)
    if isinstance(status, int):
        return f"{type(exc).__name__}: HTTP {status} from the tool's backend"
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
