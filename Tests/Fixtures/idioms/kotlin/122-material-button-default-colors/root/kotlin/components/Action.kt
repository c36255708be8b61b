package demo.actions

import androidx.compose.foundation.layout.RowScope
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable

enum class ActionEmphasis { High, Medium, Low }

/** Material 3's buttons left to their own colors: the scheme's roles paint them, the outlined one's border included. */
@Composable
fun Action(label: String, emphasis: ActionEmphasis = ActionEmphasis.High, enabled: Boolean = true, onClick: () -> Unit = {}) {
    val content: @Composable RowScope.() -> Unit = { Text(label) }
    when (emphasis) {
        ActionEmphasis.High -> Button(onClick, enabled = enabled, content = content)
        ActionEmphasis.Medium -> FilledTonalButton(onClick, enabled = enabled, content = content)
        ActionEmphasis.Low -> OutlinedButton(onClick, enabled = enabled, content = content)
    }
}
