package x

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A choice row: a round indicator drawn by a helper, a title and an optional description under it. */
@Composable
fun Choice(title: String, checked: Boolean, description: String? = null) {
    Row {
        ChoiceIndicator(checked)
        Column {
            Text(title, color = Color(0xFF202020))
            if (description != null) {
                Text(description, color = Color(0xFF707070))
            }
        }
    }
}

@Composable
private fun ChoiceIndicator(checked: Boolean) {
    Box(Modifier.size(18.dp).background(if (checked) Color(0xFF2255DD) else Color(0xFFDDDDDD), CircleShape))
}
