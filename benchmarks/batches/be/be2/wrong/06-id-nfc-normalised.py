# Wrong: breaks '"tool_use_id" (the one given, exactly: whitespace and Unicode form and all'. The id
# is NFC-normalised "for consistency", so a decomposed id "toolu_cafe\u0301" comes back as the
# precomposed "toolu_caf\u00e9", which no longer matches the tool_use block's id.
import unicodedata


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {
        "type": "tool_result",
        "tool_use_id": unicodedata.normalize("NFC", tool_use_id),
        "is_error": True,
        "content": content,
    }
