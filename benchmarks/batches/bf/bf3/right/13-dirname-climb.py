# Right: same checks on tool, cwd and file_path as the text lists; the target is normalised on
# the text from the folder, then climbed with os.path.dirname until it stops changing (reaching
# "/"), allowing only when some step equals the normalised folder: whole parts only, the folder
# itself included, "/" as folder contains everything, and nothing touches the file system.
import os

from toolhooks import ALLOW, Deny


def keep_writes_in_project(call):
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return ALLOW
    attributes = call.context.attributes
    folder = attributes["cwd"] if "cwd" in attributes else ""
    path = call.input["file_path"] if "file_path" in call.input else None
    if folder == "" or type(path) is not str or not path:
        return Deny(
            "no project folder or no file path: there is nothing to check this write against.",
            "give a file_path inside the project folder, in a session started in a project.",
        )
    root = os.path.normpath(folder)
    step = os.path.normpath(os.path.join(root, path))
    while True:
        if step == root:
            return ALLOW
        parent = os.path.dirname(step)
        if parent == step:
            break
        step = parent
    return Deny(f"{path} lands outside {root}.", f"write under {root} instead.")
