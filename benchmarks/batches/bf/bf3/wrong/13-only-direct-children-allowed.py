# Wrong: breaks "Deny ... a Write or Edit whose file_path, once normalised, is not the project
# folder or inside it" (inside includes sub-folders and the folder itself). It allows only
# files directly in the folder, os.path.dirname(target) == root: "src/app.py" with cwd
# "/work/project" is denied, and so is "." (the folder itself). "notes.txt" passes.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "start the session in a project.")
    if not isinstance(path, str) or not path:
        return Deny("the write has no file_path to check.", "give file_path inside the project.")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.dirname(target) == root:
        return None
    return Deny(f"{path} is not in the project folder.", f"write the file directly in {root}.")
