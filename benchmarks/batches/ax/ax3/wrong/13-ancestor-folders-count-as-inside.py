# Breaks "Deny ... whose file_path, once normalised, is not the project folder or inside it":
# the test is "one path contains the other" (commonpath equals either), so the folder's own
# ancestors pass. Inputs: cwd "/work/project", file_path ".." (-> /work) or "/" -> None instead
# of a Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    file_path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the write has no file_path.", "give file_path as a path in the project.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, file_path))
    if os.path.commonpath([folder, target]) in (folder, target):  # same branch of the tree
        return None
    return Deny(f"{file_path} is outside the project folder.", f"write it under {folder}.")
