package demo.actions

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.contentColorFor
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

enum class ActionTone { Main, Quiet }

/** An action drawn with Material's button padding and the color Material draws on its fill. */
@Composable
fun Action(label: String, tone: ActionTone = ActionTone.Main) {
    val fill = if (tone == ActionTone.Main) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.secondaryContainer
    Box(
        Modifier
            .background(fill, RoundedCornerShape(20.dp))
            .padding(ButtonDefaults.ContentPadding),
    ) {
        Text(label, color = contentColorFor(fill))
    }
}
