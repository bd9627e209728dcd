# Breaks: "Allow every other tool, whatever its input" / "always for every other tool (tool names compared exactly)".
# Input: make_call("write_file", {"file_path": "/etc/passwd"}, context=make_context(cwd="/work/project")) (or
# "create_file", "str_replace_based_edit_tool"): returns a Deny, since the answer also guards other agents'
# names for writing tools; it must be None. Write and Edit, and the names the text lists, behave.
import os

from toolhooks import Deny

WRITING_TOOLS = {"Write", "Edit", "write_file", "create_file", "str_replace_based_edit_tool"}


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in WRITING_TOOLS:
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session, so the write cannot be checked.",
                    "ask the user to start the session from the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder.", f"write under {folder} instead.")
