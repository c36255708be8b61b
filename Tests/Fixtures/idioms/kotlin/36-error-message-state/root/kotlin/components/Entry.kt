package demo.fields

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

private val Outline = Color(0xFFD0D5DD)
private val Danger = Color(0xFFD92D20)

/**
 * A text entry that is invalid when the caller passes an error text: `errorText` is null by
 * default, and the border and the message read whether it was given.
 */
@Composable
fun Entry(value: String, modifier: Modifier = Modifier, errorText: String? = null) {
    val edge = when {
        errorText == null -> Outline
        else -> Danger
    }
    Column(modifier) {
        Text(
            value,
            modifier = Modifier
                .border(1.dp, edge, RoundedCornerShape(6.dp))
                .background(Color.White, RoundedCornerShape(6.dp))
                .padding(horizontal = 12.dp, vertical = 8.dp),
            fontSize = 15.sp,
        )
        errorText?.let { message ->
            Text(message, color = Danger, fontSize = 12.sp)
        }
    }
}
