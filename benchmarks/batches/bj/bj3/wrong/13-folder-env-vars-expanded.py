# Breaks: "the folder's name is text, one folder, not a pattern" and "nothing else stands in
# for it ... nor an environment variable". Input: cwd "/work/$HOME" (a folder literally named
# "$HOME"; HOME is set on Linux, e.g. /root) with file_path "/work/$HOME/notes.txt": the
# folder becomes "/work/root" (expandvars), so this inside write is denied, and
# "/work/root/x.txt" (outside) is allowed. Folders without "$" pass.
import os

from toolhooks import Deny


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
    # settings files write "$CLAUDE_PROJECT_DIR/..." : expand it if it slipped through
    folder = os.path.normpath(os.path.expandvars(cwd))
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}", "write the file inside the project folder")
