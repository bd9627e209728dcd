# Right: a fresh plain dict per call with exactly the four keys, the id echoed untouched, is_error the
# bool True. Leading BLOCKED: prefixes go one by one (lstrip() then an exact, case-sensitive
# startswith), any number of them, at the start only; the reason is kept whole except its outer
# whitespace. A non-blank alternative (by strip()) follows on its own line; None/""/blank add nothing.


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.lstrip()[len("BLOCKED:"):]
    lines = ["BLOCKED: " + reason.strip()]
    alternative = (deny.alternative or "").strip()
    if alternative:
        lines.append("Alternative: " + alternative)
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": "\n".join(lines),
    }
