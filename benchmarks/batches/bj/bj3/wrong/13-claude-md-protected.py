# Breaks: "otherwise None (or an Allow)": only an outside, missing or bad file_path is denied.
# Input: make_call("Edit", {"file_path": "CLAUDE.md", ...}, context=make_context(cwd=
# "/work/project")) (or any ".../CLAUDE.md" inside): denied so the agent cannot rewrite its
# own instructions, although the file is inside the project. Other files inside pass.
import os

from toolhooks import Deny

_INSTRUCTIONS = {"CLAUDE.md", "CLAUDE.local.md"}


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session", "ask the user which folder to work in")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check", "send the file_path of a file inside the project")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if not (target == folder or target.startswith(folder.rstrip("/") + "/")):
        return Deny(f"{path} is outside the project folder {folder}", "write the file inside the project folder")
    if os.path.basename(target) in _INSTRUCTIONS:
        return Deny("the agent's instructions are not the agent's to edit", "ask the user to change CLAUDE.md")
    return None
